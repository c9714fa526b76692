import type { PageData } from "~/generated/schemas";
import type { PreviewSession } from "~/preview/session";
import { verifyPreviewToken } from "./previewToken";

/**
 * The live preview a token opens with API_ORIGIN, where the shop's allow-list lives in the API's database: the API
 * checks the token in full when it answers the page (a previewData only for a verified preview, readPage), and
 * this server checks its signature and expiry with the key both share (PREVIEW_SECRET) before trusting its origin.
 * `page` is the request's own page call, which the loaders then share. Null for anything else, a failed page too.
 */
export async function previewConfirmedByApi(
  token: string | null,
  secret: string,
  page: () => Promise<PageData>,
): Promise<PreviewSession | null> {
  const grant = token ? verifyPreviewToken(token, secret, Date.now() / 1000) : null;
  if (!grant) return null;
  const previewData = await page().then(
    (answer) => answer.previewData,
    () => null, // the page loader reports the failure
  );
  return previewData ? { editorOrigin: grant.editorOrigin, expiresAt: grant.expiresAt } : null;
}
