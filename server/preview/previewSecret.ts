import { randomBytes } from "node:crypto";

/**
 * The key preview tokens are signed with: PREVIEW_SECRET (shared with whatever mints tokens for the shop owner's
 * editor), else a random key of this process, so tokens minted elsewhere open nothing.
 */
export const previewSecret: string = process.env.PREVIEW_SECRET || randomBytes(32).toString("base64url");
