import { describe, expect, it } from "vitest";
import { installLinksOf, manifestPath, webManifestOf } from "./webManifest";

const colours = { brand: "#2f6b4f", surface: "#f1f6f2" };

describe("webManifestOf", () => {
  it("names the shop, starts at the language's home and takes the shop's colours", () => {
    expect(webManifestOf({ name: "Baan Chaa", lang: "en", colours })).toEqual({
      id: "/",
      name: "Baan Chaa",
      short_name: "Baan Chaa",
      lang: "en",
      dir: "ltr",
      start_url: "/en",
      scope: "/",
      display: "standalone",
      theme_color: "#2f6b4f",
      background_color: "#f1f6f2",
      icons: [
        { src: "/app-icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/app-icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      ],
    });
    expect(webManifestOf({ name: "บ้านชา", lang: "th", colours })).toMatchObject({ start_url: "/", lang: "th" });
  });

  it("shortens a long name to 12 graphemes, never splitting a Thai consonant from its marks", () => {
    expect(webManifestOf({ name: "The Old Chiang Mai Tea House", lang: "en", colours }).short_name).toBe(
      "The Old Chia",
    );
    // 12 graphemes: "ที่" (consonant, vowel and tone mark) is one
    expect(webManifestOf({ name: "ร้านชาที่เชียงใหม่ของเรา", lang: "th", colours }).short_name).toBe("ร้านชาที่เชียงให");
  });
});

describe("manifestPath", () => {
  it("is at the root in Thai and under /en in English", () => {
    expect([manifestPath("th"), manifestPath("en")]).toEqual(["/manifest.webmanifest", "/en/manifest.webmanifest"]);
  });
});

describe("installLinksOf", () => {
  it("links the icons and the language's manifest", () => {
    expect(installLinksOf("en").map(({ rel, href }) => `${rel} ${href}`)).toEqual([
      "icon /favicon.ico",
      "apple-touch-icon /apple-touch-icon.png",
      "manifest /en/manifest.webmanifest",
    ]);
  });
});
