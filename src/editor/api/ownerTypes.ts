import type { EditorLang } from "../contracts";

/** The owner API's answers the editor reads (docs/owner-api.md). */

export type Role = "owner" | "editor";

export interface OwnedShop {
  id: number;
  name: string;
  role: Role;
  hosts: string[];
}

export interface Account {
  email: string;
  shops: OwnedShop[];
}

export type DocumentType = "page" | "header" | "footer" | "settings";

export interface DocumentSummary {
  id: string;
  type: DocumentType;
  path?: string;
  draftVersion: number;
  publishedVersion: number | null;
  /** How many problems the latest draft has. */
  problems: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** A problem of a saved draft: `pointer` is into the document's content (/th/pageComponent/children/0/setting/title). */
export interface DocumentProblem {
  lang: EditorLang;
  pointer: string;
  kind: string | null;
  ukey: string | null;
  message: string;
}

/** A document's content: per language, a page (pageComponent, pageSetting, pageHead…) or a zone ({ children }). */
export type DocumentContent = Record<EditorLang, Record<string, unknown>>;

export interface DocumentDetail {
  id: string;
  type: DocumentType;
  path?: string;
  version: number;
  publishedVersion: number | null;
  content: DocumentContent;
  problems: DocumentProblem[];
}

export interface SavedDraft {
  version: number;
  problems: DocumentProblem[];
}

export interface PublishedVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}
