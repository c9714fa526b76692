import type { DocumentContent } from "../api/ownerTypes";

/**
 * Edits not yet saved, kept in this browser (localStorage) until the server has them: a reload, a closed tab or a
 * lost connection loses nothing. `baseVersion` is the saved version they were made on.
 */
export interface DraftBackup {
  baseVersion: number;
  content: DocumentContent;
}

const keyOf = (shopId: number, documentId: string) => `editor-draft:${shopId}:${documentId}`;

export function readBackup(shopId: number, documentId: string): DraftBackup | null {
  try {
    const stored = localStorage.getItem(keyOf(shopId, documentId));
    return stored ? (JSON.parse(stored) as DraftBackup) : null;
  } catch {
    return null; // unreadable: what the server has is the draft
  }
}

function writeBackup(shopId: number, documentId: string, backup: DraftBackup): void {
  try {
    localStorage.setItem(keyOf(shopId, documentId), JSON.stringify(backup));
  } catch {
    // storage full or refused: the edits still go to the server, only a reload before that would lose them
  }
}

function clearBackup(shopId: number, documentId: string): void {
  localStorage.removeItem(keyOf(shopId, documentId));
}

/**
 * How long after an edit its copy is written at the latest: after the frame has the edit, since the copy of a 1,000-node
 * page takes several milliseconds of the keystroke. A page hidden or left writes it at once.
 */
const BACKUP_DELAY_MS = 250;

/** Keeps one document's backup: written once per burst of edits, at once when the page is hidden or left. */
export class BackupWriter {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly shopId: number,
    private readonly documentId: string,
    /** The edits to keep, or null when the server has them all. */
    private readonly unsaved: () => DraftBackup | null,
  ) {
    addEventListener("pagehide", this.now);
    document.addEventListener("visibilitychange", this.whenHidden);
  }

  soon(): void {
    this.timer ??= setTimeout(this.now, BACKUP_DELAY_MS);
  }

  readonly now = (): void => {
    this.cancel();
    const backup = this.unsaved();
    if (backup) writeBackup(this.shopId, this.documentId, backup);
  };

  /** The server has the edits: nothing to keep. */
  clear(): void {
    this.cancel();
    clearBackup(this.shopId, this.documentId);
  }

  dispose(): void {
    if (this.timer) this.now();
    removeEventListener("pagehide", this.now);
    document.removeEventListener("visibilitychange", this.whenHidden);
  }

  private readonly whenHidden = (): void => {
    if (document.visibilityState === "hidden") this.now();
  };

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
