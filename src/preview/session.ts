/** The query parameter that carries a preview token: `https://shop.example/?preview_token=…` (docs/preview.md). */
export const PREVIEW_TOKEN_PARAM = "preview_token";

/**
 * The postMessage protocol's versions the frame speaks (docs/preview.md). It starts with the first; the editor's
 * `hello` names the version the frame speaks from then on. Version 2 adds click to select, `select.field` and the
 * report's catalogue problems and severities; a version-1 editor sees nothing of it.
 */
export const PREVIEW_PROTOCOL_VERSIONS = [1, 2] as const;

export type PreviewProtocolVersion = (typeof PREVIEW_PROTOCOL_VERSIONS)[number];

/**
 * A verified preview: the page was asked for with a valid token of this shop for an editor origin on the shop's
 * allow-list. Null for every other request (shoppers).
 */
export interface PreviewSession {
  /** The shop owner's editor (the parent window): the only origin whose messages count and the only one answered. */
  editorOrigin: string;
  /** Seconds since the epoch after which the token no longer opens a preview. */
  expiresAt: number;
  /** The preview shows the shop's drafts (the owner API's), not what is published. */
  drafts?: boolean;
}
