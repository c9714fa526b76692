import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mintPreviewToken, PREVIEW_TOKEN_MAX_SECONDS, type PreviewGrant, verifyPreviewToken } from "./previewToken";

const SECRET = "test-preview-secret";
const NOW = 1_800_000_000;
const grant: PreviewGrant = { shopId: 1001, editorOrigin: "https://editor.example", expiresAt: NOW + 600 };
const token = mintPreviewToken(grant, SECRET);
const [payload = "", signature = ""] = token.split(".");
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("preview tokens", () => {
  it("verify to their grant until they expire", () => {
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual(grant);
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt - 1)).toEqual(grant);
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt)).toBeNull();
  });

  it("open nothing when they would last longer than a day from now, however well signed", () => {
    const longest = { ...grant, expiresAt: NOW + PREVIEW_TOKEN_MAX_SECONDS };
    expect(verifyPreviewToken(mintPreviewToken(longest, SECRET), SECRET, NOW)).toEqual(longest);
    const tooLong = { ...grant, expiresAt: NOW + PREVIEW_TOKEN_MAX_SECONDS + 1 };
    expect(verifyPreviewToken(mintPreviewToken(tooLong, SECRET), SECRET, NOW)).toBeNull();
  });

  it("open nothing signed with another key", () => {
    expect(verifyPreviewToken(token, "another-secret", NOW)).toBeNull();
  });

  it("open nothing once tampered with: another shop, origin or expiry keeps the old signature", () => {
    for (const changed of [
      { ...grant, shopId: 1002 },
      { ...grant, editorOrigin: "https://evil.example" },
      { ...grant, expiresAt: NOW + 86_400 },
    ]) {
      expect(verifyPreviewToken(`${encode(changed)}.${signature}`, SECRET, NOW)).toBeNull();
    }
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(verifyPreviewToken(`${payload}.${flipped}`, SECRET, NOW)).toBeNull();
  });

  it.each([
    "",
    ".",
    "garbage",
    `${payload}.`,
    `.${signature}`,
    `${token}.extra`,
    `${payload}.${signature.slice(0, 10)}`,
    "%%%.%%%",
    "a".repeat(10_000),
  ])("open nothing for garbage %#", (garbage) => {
    expect(verifyPreviewToken(garbage, SECRET, NOW)).toBeNull();
  });

  it("open nothing for a well-signed payload that is not a grant", () => {
    for (const value of [null, [], "x", { shopId: "1001", editorOrigin: "https://e.example", expiresAt: NOW + 60 }]) {
      expect(verifyPreviewToken(mintPreviewToken(value as unknown as PreviewGrant, SECRET), SECRET, NOW)).toBeNull();
    }
    const notJson = Buffer.from("{not json").toString("base64url");
    const signed = `${notJson}.${createHmac("sha256", SECRET).update(notJson).digest("base64url")}`;
    expect(verifyPreviewToken(signed, SECRET, NOW)).toBeNull();
  });
});
