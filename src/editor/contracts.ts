import type { PageNode } from "~/generated/schemas";

/**
 * What the editor's parts (the app shell, the outline, the inspector's schema forms) agree on. The editor is a
 * browser app of its own (src/editor), served on the editor origin; shoppers download none of it.
 */

/** The editor's own language (its UI), and the language of the tree being edited. */
export type EditorLang = "th" | "en";

/** A text in both of the editor's languages (the schemas' `x-label`, `x-help`, `x-unit`, `x-enum-labels` values). */
export type Localized = Record<EditorLang, string>;

/** The three trees of a page as the outline shows them: the header zone, the page, the footer zone. */
export type TreeName = "header" | "page" | "footer";

export type EditedTrees = Record<TreeName, PageNode[]>;

export type { PageNode };

/** An image of the shop's media library (owner API, docs/owner-api-media.md). */
export interface MediaItem {
  id: string;
  /** `/media/<id>` on the shop's host. */
  url: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  createdAt: string;
  createdBy: string;
}

/** A product as the pickers list it. */
export interface ProductChoice {
  uuid: string;
  name: string;
  /** Its first image's URL, if any. */
  image?: string;
}

/** A category as the pickers list it. */
export interface CategoryChoice {
  id: string;
  name: string;
}

/** What the inspector's pickers ask of the shop (through the owner API), given by the app shell. */
export interface EditorServices {
  /** The shop's public origin (e.g. http://tea.localhost:3000): where `/media/<id>` and pages are. */
  shopOrigin: string;
  listMedia(): Promise<MediaItem[]>;
  uploadMedia(file: File): Promise<MediaItem>;
  /** Products whose name matches the query (Thai or English), at most 20. */
  searchProducts(query: string, lang: EditorLang): Promise<ProductChoice[]>;
  /** The products of these uuids; a uuid the shop does not have is absent from the answer. */
  productsByUuid(uuids: readonly string[], lang: EditorLang): Promise<ProductChoice[]>;
  listCategories(lang: EditorLang): Promise<CategoryChoice[]>;
  /** The shop's page paths (e.g. "/", "/about"), for the link picker. */
  listPagePaths(): Promise<string[]>;
}

/**
 * A problem shown at a field of the selected node's form: `pointer` is a JSON pointer inside the node's setting
 * ("/sliders/0/title"; "" for the setting as a whole).
 */
export interface FieldProblem {
  pointer: string;
  message: string;
}
