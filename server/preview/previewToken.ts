import { createHmac, timingSafeEqual } from "node:crypto";

/** What a preview token grants: a preview of one shop, framed by one editor origin, until it expires. */
export interface PreviewGrant {
  shopId: number;
  editorOrigin: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The preview shows the owner API's drafts (pages, header, footer, settings) instead of what is published. */
  drafts?: boolean;
}

/** The longest a token may last: one a verifier is shown that lasts longer opens nothing, whoever minted it. */
export const PREVIEW_TOKEN_MAX_SECONDS = 24 * 60 * 60;

const signatureOf = (payload: string, secret: string) => createHmac("sha256", secret).update(payload).digest();

/** A signed token for `grant`: base64url(JSON) "." base64url(HMAC-SHA256 of that part). */
export function mintPreviewToken(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString("base64url");
  return `${payload}.${signatureOf(payload, secret).toString("base64url")}`;
}

/**
 * The grant of a token signed with `secret`, not expired at `nowSeconds` and lasting no longer than
 * PREVIEW_TOKEN_MAX_SECONDS from then; null for anything else.
 */
export function verifyPreviewToken(token: string, secret: string, nowSeconds: number): PreviewGrant | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let grant: unknown;
  try {
    grant = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isGrant(grant) || grant.expiresAt <= nowSeconds) return null;
  if (grant.expiresAt - nowSeconds > PREVIEW_TOKEN_MAX_SECONDS) return null;
  return grant;
}

function isGrant(value: unknown): value is PreviewGrant {
  const grant = value as Partial<PreviewGrant> | null;
  return (
    typeof grant === "object" &&
    grant !== null &&
    Number.isInteger(grant.shopId) &&
    typeof grant.editorOrigin === "string" &&
    typeof grant.expiresAt === "number" &&
    (grant.drafts === undefined || typeof grant.drafts === "boolean")
  );
}
