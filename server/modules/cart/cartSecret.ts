import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new guest cart secret: 32 random bytes, base64url (43 characters). */
export function newCartSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a cart secret: its hex SHA-256. The secret is 256 random bits, so a plain hash is
 * enough (no password stretching); a leaked table reveals no usable secret.
 */
export function hashCartSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Whether `secret` is the one whose hash is stored, compared in constant time. */
export function cartSecretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashCartSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
