import { describe, expect, it } from "vitest";
import { shareImageKey, shareImageOf } from "./shareImage.server";

const ORIGIN = "https://shop.example";
const look = { brand: "#2f6b4f", surface: "#f1f6f2", favicon: "/icon.svg", name: "Baan Chaa" };

describe("shareImageOf", () => {
  it("draws a picture of the shop's own origin at 1200 × 630, its key naming all it is drawn from", () => {
    const image = shareImageOf(`${ORIGIN}/demo/images/hills.svg`, ORIGIN, look);
    const key = shareImageKey({ ...look, src: "/demo/images/hills.svg" });
    expect(image).toEqual({
      url: `${ORIGIN}/share-image/${key}.png?src=%2Fdemo%2Fimages%2Fhills.svg`,
      type: "image/png",
      width: 1200,
      height: 630,
    });
    expect(shareImageOf("/demo/images/hills.svg", ORIGIN, look).url).toBe(image.url);
  });

  it("passes a PNG, JPEG or WebP picture of another https host through, never fetched", () => {
    expect(shareImageOf("https://cdn.example/a/b.JPG?w=1", ORIGIN, look)).toEqual({
      url: "https://cdn.example/a/b.JPG?w=1",
      type: "image/jpeg",
    });
    expect(shareImageOf("https://cdn.example/b.webp", ORIGIN, look).type).toBe("image/webp");
  });

  it("gives the shop's card without a picture, or for one it cannot show or draw", () => {
    const card = `${ORIGIN}/share-image/${shareImageKey({ ...look, src: null })}.png`;
    for (const image of [undefined, "https://cdn.example/a.svg", "http://cdn.example/a.png", "https://cdn.example/a"]) {
      expect(shareImageOf(image, ORIGIN, look).url, String(image)).toBe(card);
    }
  });

  it("changes the key with the picture, the colours, the icon or the name", () => {
    const keys = [
      { ...look, src: "/a.svg" },
      { ...look, src: "/b.svg" },
      { ...look, src: "/a.svg", brand: "#000000" },
      { ...look, src: "/a.svg", surface: "#000000" },
      { ...look, src: "/a.svg", favicon: undefined },
      { ...look, src: "/a.svg", name: "Other" },
    ].map(shareImageKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toMatch(/^[\w-]{22}$/);
  });
});
