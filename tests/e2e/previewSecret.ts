import { mintPreviewToken } from "../../server/preview/previewToken";
import { PREVIEW_TOKEN_PARAM } from "../../src/preview/session";

/** PREVIEW_SECRET of the shared test server (playwright.config.ts): the tests mint their own preview tokens with it. */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret-for-tests-only";

/** `url` with a preview token of the shop `shopId` for `editorOrigin`, valid for ten minutes. */
export function withPreviewToken(url: string, shopId: number, editorOrigin: string): string {
  const token = mintPreviewToken(
    { shopId, editorOrigin, expiresAt: Math.floor(Date.now() / 1000) + 600 },
    E2E_PREVIEW_SECRET,
  );
  const withToken = new URL(url);
  withToken.searchParams.set(PREVIEW_TOKEN_PARAM, token);
  return withToken.href;
}
