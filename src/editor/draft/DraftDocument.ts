import { action, makeObservable, observable, observableRef, runInAction } from "mobx";
import { callOwnerApi, OwnerApiProblem } from "../api/ownerClient";
import type { DocumentContent, DocumentDetail, DocumentProblem, SavedDraft } from "../api/ownerTypes";
import { BackupWriter, readBackup } from "./draftBackup";

/** Where a document's edits are: on the server, on their way, or kept in the browser until they can be sent. */
export type SaveState = "saved" | "pending" | "saving" | "offline" | "conflict" | "refused";

/** How long typing pauses before the draft is saved. */
const SAVE_DEBOUNCE_MS = 800;
/** How often a save that failed (offline, server fault) is tried again. */
const RETRY_MS = 5000;

/**
 * One owner document being edited (a page, the header or the footer): its content as edited, its draft version on
 * the server, and its autosave. Every change is kept in the browser (draftBackup) and saved after a pause
 * with If-Match; a failed save keeps the edits and tries again; a newer version on the server (412) is a conflict
 * the owner settles.
 */
export class DraftDocument {
  content: DocumentContent;
  /** The saved draft version the edits are based on. */
  version: number;
  publishedVersion: number | null;
  problems: DocumentProblem[];
  state: SaveState = "saved";
  /** With state "conflict": the version on the server. */
  conflictVersion: number | null = null;
  /** With state "refused": why the server refused the draft (e.g. over its size limit). */
  refusal: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private readonly backup: BackupWriter;

  constructor(
    readonly shopId: number,
    readonly detail: DocumentDetail,
  ) {
    this.content = detail.content;
    this.version = detail.version;
    this.publishedVersion = detail.publishedVersion;
    this.problems = detail.problems;
    makeObservable<DraftDocument, "settle">(this, {
      content: observableRef,
      version: observable,
      publishedVersion: observable,
      problems: observableRef,
      state: observable,
      conflictVersion: observable,
      refusal: observable,
      edit: action,
      settle: action,
    });
    this.backup = new BackupWriter(shopId, detail.id, () =>
      this.state === "saved" ? null : { baseVersion: this.version, content: this.content },
    );
    const backup = readBackup(shopId, detail.id);
    if (backup && JSON.stringify(backup.content) !== JSON.stringify(detail.content)) {
      // edits this browser kept and the server never got
      this.content = backup.content;
      if (backup.baseVersion === detail.version) this.schedule(0);
      else this.state = "conflict";
    }
  }

  get id(): string {
    return this.detail.id;
  }

  get path(): string | undefined {
    return this.detail.path;
  }

  /** Whether the server's draft differs from what shoppers see. */
  get hasUnpublished(): boolean {
    return this.version !== this.publishedVersion || this.state !== "saved";
  }

  edit(content: DocumentContent): void {
    if (content === this.content) return;
    this.content = content;
    if (this.state !== "conflict") this.schedule(SAVE_DEBOUNCE_MS);
    this.backup.soon();
    this.refusal = null;
  }

  /** Sends the edits now (before publishing); resolves once the server has them, or rejects. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight) await this.inFlight;
    if (this.state === "pending" || this.state === "offline") await this.save();
    if (this.state !== "saved") throw new Error(`the ${this.detail.type} is not saved (${this.state})`);
  }

  /** Settles a conflict: the server's version (`theirs`) or this browser's edits saved over it. */
  async resolveConflict(keep: "mine" | "theirs"): Promise<void> {
    const mine = this.content;
    await this.reload();
    if (keep === "theirs") return;
    runInAction(() => (this.content = mine));
    await this.save();
  }

  /** Takes the server's draft as it is now (after a restore, or to drop a conflicting edit). */
  async reload(): Promise<void> {
    const { data } = await callOwnerApi<DocumentDetail>(`/shops/${this.shopId}/documents/${this.id}`);
    runInAction(() => {
      this.version = data.version;
      this.publishedVersion = data.publishedVersion;
      this.content = data.content;
      this.problems = data.problems;
      this.conflictVersion = null;
      this.state = "saved";
    });
    this.backup.clear();
  }

  /** After a publish or a restore: the versions the server now has. */
  settle(version: number, publishedVersion: number | null, problems?: DocumentProblem[]): void {
    this.version = version;
    this.publishedVersion = publishedVersion;
    if (problems) this.problems = problems;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.backup.dispose();
  }

  private schedule(delay: number): void {
    this.state = "pending";
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), delay);
  }

  private save(): Promise<void> {
    this.inFlight ??= this.send().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  private async send(): Promise<void> {
    this.timer = null;
    const sent = this.content;
    runInAction(() => (this.state = "saving"));
    try {
      const { data } = await callOwnerApi<SavedDraft>(`/shops/${this.shopId}/documents/${this.id}`, {
        method: "PUT",
        body: { content: sent },
        headers: { "If-Match": `"${this.version}"` },
      });
      runInAction(() => {
        this.version = data.version;
        this.problems = data.problems;
        if (this.content === sent) {
          this.state = "saved";
          this.backup.clear();
        } else {
          this.schedule(SAVE_DEBOUNCE_MS);
          this.backup.soon();
        }
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof OwnerApiProblem && error.status === 412) {
          this.state = "conflict";
          this.conflictVersion = Number(error.body.currentVersion) || null;
          return;
        }
        if (error instanceof OwnerApiProblem && error.status < 500 && error.status !== 429) {
          this.state = "refused"; // sending it again changes nothing: the next edit tries again
          this.refusal = error.message;
          return;
        }
        this.state = "offline"; // unreachable, or a fault of the server: kept, tried again
        this.timer = setTimeout(() => void this.save(), RETRY_MS);
      });
    }
  }
}
