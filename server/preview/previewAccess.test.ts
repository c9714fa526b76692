import { describe, expect, it } from "vitest";
import { createPreviewAccess } from "./previewAccess";
import { mintPreviewToken } from "./previewToken";

const SECRET = "test-preview-secret";
const NOW = 1_800_000_000;
const PLATFORM = "https://editor.platform.example";
const shopA = { id: 1, editorOrigins: ["https://a-editor.example"] };
const shopB = { id: 2, editorOrigins: ["https://b-editor.example"] };
const access = createPreviewAccess({ secret: SECRET, platformOrigins: [PLATFORM], nowSeconds: () => NOW });
const tokenFor = (shopId: number, editorOrigin: string, expiresAt = NOW + 600) =>
  mintPreviewToken({ shopId, editorOrigin, expiresAt }, SECRET);

describe("preview access", () => {
  it("allows the platform's editor and the shop's own, each shop its own", () => {
    expect(access.allowedOrigins(shopA)).toEqual([PLATFORM, "https://a-editor.example"]);
    expect(access.allowedOrigins(shopB)).toEqual([PLATFORM, "https://b-editor.example"]);
  });

  it("opens a preview for a shop's own editor and for the platform's", () => {
    expect(access.sessionOf(tokenFor(1, "https://a-editor.example"), shopA)).toEqual({
      editorOrigin: "https://a-editor.example",
      expiresAt: NOW + 600,
      drafts: false,
    });
    expect(access.sessionOf(tokenFor(2, PLATFORM), shopB)?.editorOrigin).toBe(PLATFORM);
  });

  it("keeps shops apart: shop A's editor cannot preview shop B, nor a token of shop A open shop B", () => {
    expect(access.sessionOf(tokenFor(2, "https://a-editor.example"), shopB)).toBeNull();
    expect(access.sessionOf(tokenFor(1, "https://a-editor.example"), shopB)).toBeNull();
    expect(access.sessionOf(tokenFor(1, PLATFORM), shopB)).toBeNull();
  });

  it("opens nothing for an origin off the list (or dropped from it since), expired, or no token", () => {
    expect(access.sessionOf(tokenFor(1, "https://evil.example"), shopA)).toBeNull();
    expect(access.sessionOf(tokenFor(1, "https://a-editor.example"), { id: 1, editorOrigins: [] })).toBeNull();
    expect(access.sessionOf(tokenFor(1, "https://a-editor.example", NOW), shopA)).toBeNull();
    expect(access.sessionOf(null, shopA)).toBeNull();
    expect(access.sessionOf("", shopA)).toBeNull();
  });

  it("mints only for an origin on the shop's list, a token that opens that shop's preview alone", () => {
    expect(access.mint(shopB, "https://a-editor.example", NOW + 60)).toBeNull();
    const token = access.mint(shopA, "https://a-editor.example", NOW + 60);
    expect(access.sessionOf(token, shopA)).toEqual({
      editorOrigin: "https://a-editor.example",
      expiresAt: NOW + 60,
      drafts: false,
    });
    expect(access.sessionOf(token, shopB)).toBeNull();
  });

  it("mints a token that opens the drafts only when asked to", () => {
    const token = access.mint(shopA, PLATFORM, NOW + 60, { drafts: true });
    expect(access.sessionOf(token, shopA)?.drafts).toBe(true);
    expect(access.sessionOf(token, shopB)).toBeNull();
  });

  it("compares origins exactly", () => {
    for (const near of ["https://a-editor.example/", "https://A-editor.example", "http://a-editor.example"]) {
      expect(access.sessionOf(tokenFor(1, near), shopA)).toBeNull();
    }
  });
});
