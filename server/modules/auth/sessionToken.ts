import { createHash, randomBytes } from "node:crypto";

/**
 * The account session's cookie: set by the account service on the shop's own host (no Domain attribute, so
 * host-only: one shop's session never reaches another shop's host), HttpOnly, SameSite=Lax, Secure over https.
 */
export const SESSION_COOKIE = "sf_session";

/** A session lasts 30 days from log-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A new session token: 256 random bits, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a session token: hex SHA-256 (the token is random, so a plain hash suffices). */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
