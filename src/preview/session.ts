/** The query parameter that carries a preview token: `https://shop.example/?preview_token=…` (README, Live preview). */
export const PREVIEW_TOKEN_PARAM = "preview_token";

/** The postMessage protocol's version: the editor and the frame say it in their handshake. */
export const PREVIEW_PROTOCOL_VERSION = 1;

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
