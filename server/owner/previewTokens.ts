import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import type { PreviewAccess } from "../preview/previewAccess";
import type { OwnerGrant } from "./grant";
import { OwnerApiError } from "./ownerApiError";

/** How long an editor's preview token opens the shop's drafts: a working session; the editor asks again after. */
export const DRAFT_PREVIEW_SECONDS = 2 * 60 * 60;

/**
 * A preview token for the editor origin that opens the shop's drafts (any role: editors preview what they edit):
 * the shop's pages with `?preview_token=…` framed by the editor show the drafts, also after a reload.
 */
export async function mintDraftPreview(
  db: Kysely<Database>,
  preview: PreviewAccess,
  grant: OwnerGrant,
  editorOrigin: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const shop = await withShop(db, grant.shopId, (trx) =>
    trx.selectFrom("shops").select(["id", "editor_origins"]).where("id", "=", grant.shopId).executeTakeFirstOrThrow(),
  );
  const expiresAt = nowSeconds + DRAFT_PREVIEW_SECONDS;
  const token = preview.mint({ id: shop.id, editorOrigins: shop.editor_origins }, editorOrigin, expiresAt, {
    drafts: true,
  });
  if (!token) {
    throw new OwnerApiError(500, {
      title: "Internal Server Error",
      detail: `the editor origin ${editorOrigin} may not frame the preview`,
    });
  }
  return { token, expiresAt };
}
