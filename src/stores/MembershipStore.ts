import { makeAutoObservable, reaction, runInAction } from "mobx";
import { type ApiClient, ApiError } from "~/api/client";
import type { Member } from "~/generated/schemas";

/** The member calls of §7 (server/modules/membership/routes.ts). */
export const MEMBER_INFO_PATH = "/api/x4/member/info";
const CHANGES = {
  join: { path: "/api/x4/member/join", done: "joined" },
  leave: { path: "/api/x4/member/leave", done: "left" },
} as const;

export type MembershipChange = (typeof CHANGES)[keyof typeof CHANGES]["done"];

export interface MembershipStoreOptions {
  api: ApiClient;
  /** The logged-in account's id, false for a guest, null until the session has been checked (AuthStore). */
  account: () => string | false | null;
}

/**
 * The shopper's membership of this shop (§3, §4, §6): member info is loaded only when logged in, and join and
 * leave run only when logged in and are followed by a fresh member info. `member` is null while unknown (a guest,
 * or not loaded yet); joinNum is the shop's member count as last loaded. Personal, so never rendered on the server.
 */
export class MembershipStore {
  member: Member | null = null;
  joinNum: number | null = null;
  loading = false;
  /** A join or leave is on its way. */
  changing = false;
  /** The last change that went through, for the widget to announce; null before any. */
  lastChange: MembershipChange | null = null;
  /** The last call failed (the shopper may try again). */
  failed = false;
  private loadingInfo: Promise<void> | null = null;

  constructor(private readonly options: MembershipStoreOptions) {
    makeAutoObservable<MembershipStore, "options" | "loadingInfo">(this, { options: false, loadingInfo: false });
  }

  get isMember(): boolean {
    return this.member?.member_flag === "1";
  }

  private get accountId(): string | null {
    const account = this.options.account();
    return typeof account === "string" ? account : null;
  }

  /**
   * In the browser, while a widget shows the membership: member info for whoever is logged in, loaded when the
   * session's account becomes known or changes, and forgotten on log-out.
   */
  follow(): () => void {
    return reaction(
      () => this.options.account(),
      (account) => {
        if (typeof account === "string") void this.load();
        else if (account === false) this.forget();
      },
      { fireImmediately: true },
    );
  }

  /** GET /api/x4/member/info, only when logged in; concurrent calls share one request. */
  load(): Promise<void> {
    const accountId = this.accountId;
    if (accountId === null) return Promise.resolve();
    if (this.loadingInfo) return this.loadingInfo;
    this.loading = true;
    const loading = this.options.api
      .get<{ member: Member | null; join_num: number }>(MEMBER_INFO_PATH)
      .then(
        (data) =>
          runInAction(() => {
            if (this.accountId !== accountId) return; // logged out or in as another meanwhile
            this.member = data.member;
            this.joinNum = data.join_num;
            this.failed = false;
          }),
        (error: unknown) => this.fail("info", error),
      )
      .finally(() =>
        runInAction(() => {
          this.loading = false;
          this.loadingInfo = null;
        }),
      );
    this.loadingInfo = loading;
    return loading;
  }

  /** Joins (the shopper has seen the consent, in the page's language, which the API client sends). */
  join(): Promise<boolean> {
    return this.change("join");
  }

  leave(): Promise<boolean> {
    return this.change("leave");
  }

  /** Runs join or leave (logged in only), then refreshes member info (§4); whether the change went through. */
  private async change(action: keyof typeof CHANGES): Promise<boolean> {
    if (this.accountId === null || this.changing) return false;
    this.changing = true;
    this.lastChange = null;
    try {
      await this.options.api.get(CHANGES[action].path);
    } catch (error) {
      this.fail(action, error);
      return false;
    } finally {
      runInAction(() => (this.changing = false));
    }
    await this.load();
    runInAction(() => (this.lastChange = CHANGES[action].done));
    return true;
  }

  private fail(what: string, error: unknown): void {
    // NO_AUTH re-checks the session (the API client's onErrorKey, §6): log-out then forgets the membership
    console.warn(`[membership] ${what} failed: ${error instanceof ApiError ? error.key : "NETWORK_ERROR"}`);
    runInAction(() => (this.failed = true));
  }

  private forget(): void {
    this.member = null;
    this.joinNum = null;
    this.lastChange = null;
    this.failed = false;
  }
}
