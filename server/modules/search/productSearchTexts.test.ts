import { describe, expect, it } from "vitest";
import type { CatalogueCategory, CatalogueProduct } from "~/generated/schemas";
import { productSearchTexts } from "./productSearchTexts";

function category(id: number, parentId: number, en: string, th: string): CatalogueCategory {
  return { id, slug: `c-${id}`, parentId, rank: 0, texts: { th: { name: th }, en: { name: en } } };
}

const product = {
  uuid: "00000000-0000-4000-8000-000000000001",
  slug: "p",
  categoryIds: [3],
  images: [{ src: "/p.jpg", alt: "p", width: 1, height: 1 }],
  price: 1,
  texts: {
    th: { name: "อู่หลงก้านอ่อน", unit: "ถุง", highlight: "หอม" },
    en: { name: "Soft-stem oolong", unit: "bag" },
  },
} as CatalogueProduct;

describe("productSearchTexts", () => {
  const texts = productSearchTexts([
    category(1, 0, "Tea", "ชา"),
    category(2, 1, "Oolong", "อู่หลง"),
    category(3, 2, "Soft-stem", "ก้านอ่อน"),
  ]);

  it("names are both languages' names", () => {
    expect(texts.names(product)).toEqual(["อู่หลงก้านอ่อน", "Soft-stem oolong"]);
  });

  it("more holds the highlights and the names of the categories and all their parents", () => {
    expect(texts.more(product)).toEqual(["หอม", undefined, "ก้านอ่อน", "Soft-stem", "อู่หลง", "Oolong", "ชา", "Tea"]);
  });

  it("stops at an unknown parent and never loops on a cycle", () => {
    const cyclic = productSearchTexts([category(3, 4, "A", "ก"), category(4, 3, "B", "ข")]);
    expect(cyclic.more(product)).toEqual(["หอม", undefined, "ก", "A", "ข", "B"]);
  });
});
