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

export function writeBackup(shopId: number, documentId: string, backup: DraftBackup): void {
  try {
    localStorage.setItem(keyOf(shopId, documentId), JSON.stringify(backup));
  } catch {
    // storage full or refused: the edits still go to the server, only a reload before that would lose them
  }
}

export function clearBackup(shopId: number, documentId: string): void {
  localStorage.removeItem(keyOf(shopId, documentId));
}
