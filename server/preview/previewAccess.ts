import type { PreviewSession } from "~/preview/session";
import type { ShopRecord } from "../modules/tenancy/repo";
import { previewSecret } from "./previewSecret";
import { mintPreviewToken, verifyPreviewToken } from "./previewToken";

/** What of a shop decides who may preview it. */
export type PreviewedShop = Pick<ShopRecord, "id" | "editorOrigins">;

/** Who may preview which shop: the one check behind every preview (pages, GET /api/page, the token CLI). */
export interface PreviewAccess {
  /** The editor origins that may frame `shop`'s preview: the platform's (EDITOR_ORIGINS), then the shop's own. */
  allowedOrigins(shop: PreviewedShop): readonly string[];
  /**
   * The preview `token` opens on `shop`: signed with the preview key, not expired, minted for this shop, for an
   * editor origin on its allow-list now (an origin removed since minting opens nothing). Null for anything else.
   */
  sessionOf(token: string | null | undefined, shop: PreviewedShop): PreviewSession | null;
  /**
   * A token that opens `shop`'s preview for `editorOrigin` until `expiresAt` (seconds), on the drafts when `drafts`;
   * null for an origin off its list.
   */
  mint(shop: PreviewedShop, editorOrigin: string, expiresAt: number, options?: { drafts?: boolean }): string | null;
}

export interface PreviewAccessOptions {
  /** The key tokens are signed with (previewSecret.ts). */
  secret: string;
  /** EDITOR_ORIGINS: the platform's editor, allowed for every shop. */
  platformOrigins: readonly string[];
  /** Seconds since the epoch (tests pass their own). */
  nowSeconds?: () => number;
}

/** Access to preview only by the shop's own editors, with this process's preview key (what tests and tools get). */
export const SHOP_EDITORS_ONLY: PreviewAccessOptions = { secret: previewSecret, platformOrigins: [] };

export function createPreviewAccess({
  secret,
  platformOrigins,
  nowSeconds = () => Date.now() / 1000,
}: PreviewAccessOptions): PreviewAccess {
  const allowedOrigins = (shop: PreviewedShop) => [...new Set([...platformOrigins, ...shop.editorOrigins])];
  return {
    allowedOrigins,
    sessionOf(token, shop) {
      if (!token) return null;
      const grant = verifyPreviewToken(token, secret, nowSeconds());
      if (!grant || grant.shopId !== shop.id || !allowedOrigins(shop).includes(grant.editorOrigin)) return null;
      return { editorOrigin: grant.editorOrigin, expiresAt: grant.expiresAt, drafts: grant.drafts === true };
    },
    mint: (shop, editorOrigin, expiresAt, { drafts = false } = {}) =>
      allowedOrigins(shop).includes(editorOrigin)
        ? mintPreviewToken({ shopId: shop.id, editorOrigin, expiresAt, ...(drafts ? { drafts } : {}) }, secret)
        : null,
  };
}
