import { describe, expect, it } from "vitest";
import {
  SEARCH_PATH,
  blogPath,
  categoryPath,
  parseBlogPath,
  parseCategoryPath,
  parseProductPath,
  productPath,
  type ProductRef,
} from "./catalogPaths";

const UUID = "6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b";
const PARENT_UUID = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

const product: ProductRef = { uuid: UUID, slug: "cotton-shirt", id: null, parent: null };
const variant: ProductRef = {
  uuid: UUID,
  slug: "cotton-shirt-red",
  id: 42,
  parent: { slug: "cotton-shirt", uuid: PARENT_UUID },
};

describe("productPath", () => {
  it("is /product/{slug}/{uuid} for a product", () => {
    expect(productPath(product)).toBe(`/product/cotton-shirt/${UUID}`);
  });

  it("is /product/{parentSlug}/{parentUuid}/{variantId} for a variant", () => {
    expect(productPath(variant)).toBe(`/product/cotton-shirt/${PARENT_UUID}/42`);
  });

  it("uses the product's own slug and uuid when a variant id has no parent, or a parent has no variant id", () => {
    expect(productPath({ ...product, id: 7 })).toBe(`/product/cotton-shirt/${UUID}`);
    expect(productPath({ ...variant, id: null })).toBe(`/product/cotton-shirt-red/${UUID}`);
  });

  it("round-trips through parseProductPath", () => {
    expect(parseProductPath(productPath(product))).toEqual({ uuid: UUID, variantId: null, slug: "cotton-shirt" });
    expect(parseProductPath(productPath(variant))).toEqual({ uuid: PARENT_UUID, variantId: 42, slug: "cotton-shirt" });
  });

  it("round-trips a slug that looks like a uuid (the slug pattern ^[a-z0-9-]+$ allows it)", () => {
    expect(parseProductPath(productPath({ ...product, slug: PARENT_UUID }))).toEqual({
      uuid: UUID,
      variantId: null,
      slug: PARENT_UUID,
    });
    const uuidSlugVariant = { ...variant, parent: { slug: UUID, uuid: PARENT_UUID } };
    expect(parseProductPath(productPath(uuidSlugVariant))).toEqual({ uuid: PARENT_UUID, variantId: 42, slug: UUID });
  });
});

describe("parseProductPath", () => {
  it("reads /product/{slug}/{uuid}", () => {
    expect(parseProductPath(`/product/cotton-shirt/${UUID}`)).toEqual({
      uuid: UUID,
      variantId: null,
      slug: "cotton-shirt",
    });
  });

  it("reads /product/{parentSlug}/{parentUuid}/{variantId}", () => {
    expect(parseProductPath(`/product/cotton-shirt/${PARENT_UUID}/42`)).toEqual({
      uuid: PARENT_UUID,
      variantId: 42,
      slug: "cotton-shirt",
    });
  });

  it("reads the short form /product/{uuid}", () => {
    expect(parseProductPath(`/product/${UUID}`)).toEqual({ uuid: UUID, variantId: null, slug: null });
  });

  it("reads the short form /product/{parentUuid}/{variantId}", () => {
    expect(parseProductPath(`/product/${PARENT_UUID}/7`)).toEqual({ uuid: PARENT_UUID, variantId: 7, slug: null });
  });

  it("lower-cases an upper-case uuid", () => {
    expect(parseProductPath(`/product/shirt/${UUID.toUpperCase()}`)).toEqual({
      uuid: UUID,
      variantId: null,
      slug: "shirt",
    });
    expect(parseProductPath(`/product/${PARENT_UUID.toUpperCase()}/3`)).toEqual({
      uuid: PARENT_UUID,
      variantId: 3,
      slug: null,
    });
  });

  it("accepts a trailing slash", () => {
    expect(parseProductPath(`/product/shirt/${UUID}/`)).toEqual({ uuid: UUID, variantId: null, slug: "shirt" });
    expect(parseProductPath(`/product/shirt/${UUID}/5/`)).toEqual({ uuid: UUID, variantId: 5, slug: "shirt" });
    expect(parseProductPath(`/product/${UUID}/`)).toEqual({ uuid: UUID, variantId: null, slug: null });
  });

  it("accepts a variant id of up to 10 digits", () => {
    expect(parseProductPath(`/product/${UUID}/1234567890`)).toEqual({ uuid: UUID, variantId: 1234567890, slug: null });
    expect(parseProductPath(`/product/${UUID}/12345678901`)).toBeNull();
  });

  it.each([
    `/product/shirt/${UUID}/5/extra`,
    `/product/shirt/${UUID}/extra`,
    `/product/a/b/${UUID}`,
    `/product/a/shirt/${UUID}/5`,
    `/product/${UUID}/5/6`,
    `/product/${UUID}/${UUID}/${UUID}`,
  ])("rejects extra segments: %s", (path) => {
    expect(parseProductPath(path)).toBeNull();
  });

  it.each(["0", "00", "01", "-1", "abc", "1.5", "1e3", "+1"])("rejects the variant id %j", (variantId) => {
    expect(parseProductPath(`/product/shirt/${UUID}/${variantId}`)).toBeNull();
    expect(parseProductPath(`/product/${UUID}/${variantId}`)).toBeNull();
  });

  it.each([
    "/product",
    "/product/",
    "/product/shirt",
    "/product/shirt/not-a-uuid",
    `/product/shirt/${UUID.slice(0, -1)}`,
    `/product/shirt/${UUID}x`,
    `/product/shirt/${UUID.replace(/-/g, "")}`,
    `/products/shirt/${UUID}`,
    `/en/product/shirt/${UUID}`,
    `/category/shirt/${UUID}`,
    `/blog/1`,
    "/",
    "",
  ])("is null for a non-product path: %j", (path) => {
    expect(parseProductPath(path)).toBeNull();
  });
});

describe("categoryPath", () => {
  it("is /category/{categorySlug}/{categoryId}", () => {
    expect(categoryPath({ category_slug: "shoes", category_id: 12 })).toBe("/category/shoes/12");
  });

  it("round-trips through parseCategoryPath", () => {
    expect(parseCategoryPath(categoryPath({ category_slug: "men-shoes", category_id: 305 }))).toEqual({
      id: 305,
      slug: "men-shoes",
    });
  });
});

describe("parseCategoryPath", () => {
  it("reads /category/{slug}/{id} (two sub-segments)", () => {
    expect(parseCategoryPath("/category/shoes/12")).toEqual({ id: 12, slug: "shoes" });
    expect(parseCategoryPath("/category/shoes/12/")).toEqual({ id: 12, slug: "shoes" });
  });

  it("reads /category/{parent}/{slug}/{id} (three sub-segments)", () => {
    expect(parseCategoryPath("/category/men/shoes/12")).toEqual({ id: 12, slug: "shoes" });
  });

  it.each([
    "/category",
    "/category/12",
    "/category/shoes",
    "/category/a/b/c/12",
    "/category/shoes/0",
    "/category/shoes/012",
    "/category/shoes/-1",
    "/category/shoes/abc",
    "/category/shoes/1.5",
    "/category/shoes/12345678901",
    "/categories/shoes/12",
    "/en/category/shoes/12",
    "/search",
    "/",
  ])("is null for %j", (path) => {
    expect(parseCategoryPath(path)).toBeNull();
  });
});

describe("blogPath", () => {
  it("is /blog/{blogId}", () => {
    expect(blogPath(7)).toBe("/blog/7");
  });

  it("round-trips through parseBlogPath", () => {
    for (const id of [1, 9, 10, 123456]) expect(parseBlogPath(blogPath(id))).toBe(id);
  });
});

describe("parseBlogPath", () => {
  it("reads /blog/{blogId}, with or without a trailing slash", () => {
    expect(parseBlogPath("/blog/7")).toBe(7);
    expect(parseBlogPath("/blog/7/")).toBe(7);
    expect(parseBlogPath("/blog/1234567890")).toBe(1234567890);
  });

  it.each([
    "/blog",
    "/blog/",
    "/blog/0",
    "/blog/07",
    "/blog/-1",
    "/blog/abc",
    "/blog/7/extra",
    "/blog/12345678901",
    "/blogs/7",
    "/en/blog/7",
    "blog/7",
    "/blog/7?x=1",
  ])("is null for %j", (path) => {
    expect(parseBlogPath(path)).toBeNull();
  });
});

describe("SEARCH_PATH", () => {
  it("is /search (§2)", () => {
    expect(SEARCH_PATH).toBe("/search");
  });
});
