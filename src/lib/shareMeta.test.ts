import { describe, expect, it } from "vitest";
import { type ShareCard, shareMetaOf } from "./shareMeta";

const card: ShareCard = {
  og: undefined,
  title: "Oolong",
  description: "A tea",
  canonical: "https://shop.example/product/oolong/1",
  siteName: "Baan Chaa",
  lang: "th",
  image: { url: "https://shop.example/share-image/k.png", width: 1200, height: 630, type: "image/png" },
  price: null,
};

describe("shareMetaOf", () => {
  it("gives every tag once, the image with its type, size and alt, and X's large card", () => {
    expect(shareMetaOf(card)).toEqual([
      ["og:site_name", "Baan Chaa"],
      ["og:type", "website"],
      ["og:url", "https://shop.example/product/oolong/1"],
      ["og:title", "Oolong"],
      ["og:description", "A tea"],
      ["og:locale", "th_TH"],
      ["og:locale:alternate", "en_US"],
      ["og:image", "https://shop.example/share-image/k.png"],
      ["og:image:type", "image/png"],
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:alt", "Oolong"],
      ["twitter:card", "summary_large_image"],
      ["twitter:image", "https://shop.example/share-image/k.png"],
      ["twitter:image:alt", "Oolong"],
    ]);
  });

  it("prefers the head's og block, and gives a product's price", () => {
    const tags = shareMetaOf({
      ...card,
      lang: "en",
      og: { title: "Oolong tea", description: "Doi Mae Salong", url: "https://shop.example/x", type: "product" },
      price: { amount: "450.00", currency: "THB" },
    });
    expect(Object.fromEntries(tags)).toMatchObject({
      "og:type": "product",
      "og:url": "https://shop.example/x",
      "og:title": "Oolong tea",
      "og:description": "Doi Mae Salong",
      "og:locale": "en_US",
      "og:locale:alternate": "th_TH",
      "og:image:alt": "Oolong tea",
      "product:price:amount": "450.00",
      "product:price:currency": "THB",
    });
  });

  it("leaves out what is not known: a passed-through image's size, an empty description", () => {
    const tags = shareMetaOf({
      ...card,
      description: "",
      image: { url: "https://cdn.example/a.jpg" },
      siteName: undefined,
    });
    const keys = tags.map(([key]) => key);
    expect(keys).not.toContain("og:image:width");
    expect(keys).not.toContain("og:description");
    expect(keys).not.toContain("og:site_name");
    expect(new Set(keys).size).toBe(keys.length);
  });
});
