import { expect } from "vitest";
import { type ApiAnswer, readFixture, schemaErrors } from "./harness";

/** Fixture catalogue uuids: shop A's start with a, shop B's with b (tests/fixtures). */
export function uuidA(n: number): string {
  return `a0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}
export function uuidB(n: number): string {
  return `b0000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export const bulkShop = { id: 903, host: "c.test" } as const;
export const BULK_PRODUCTS = 27;
export const BULK_POSTS = 8;

/**
 * A third shop with enough catalogue to page: categories 1 > 2 > 3, products "Bulk item NN" (a third in each
 * category) and blog posts "Bulk post N".
 */
export async function bulkShopDocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-b.json");
  document.shop = { id: bulkShop.id, webName: "shop-c", name: "Shop C", hosts: [bulkShop.host], defaultLang: "en" };
  const image = { src: "/images/bulk.jpg", alt: "bulk", width: 100, height: 100 };
  const level = (id: number, parentId: number) => ({
    id,
    slug: `level-${id}`,
    parentId,
    rank: id,
    texts: { th: { name: `ระดับ ${id}` }, en: { name: `Level ${id}` } },
  });
  document.catalogue = {
    categories: [level(1, 0), level(2, 1), level(3, 2)],
    products: Array.from({ length: BULK_PRODUCTS }, (_, index) => {
      const n = String(index + 1).padStart(2, "0");
      return {
        uuid: `c0000000-0000-4000-8000-0000000000${n}`,
        slug: `bulk-${n}`,
        categoryIds: [(index % 3) + 1],
        images: [image],
        price: 10 + index,
        texts: {
          th: { name: `สินค้า ${n}`, unit: "ชิ้น" },
          en: { name: `Bulk item ${n}`, unit: "piece" },
        },
      };
    }),
    blogs: Array.from({ length: BULK_POSTS }, (_, index) => ({
      id: index + 1,
      publishedAt: `2024-01-${String(index + 1).padStart(2, "0")}`,
      texts: {
        th: { title: `โพสต์ ${index + 1}`, excerpt: "", content: "<p>x</p>" },
        en: { title: `Bulk post ${index + 1}`, excerpt: "", content: "<p>x</p>" },
      },
    })),
  };
  return document;
}

/** Expects a 200 answer valid against the schema; returns its body. */
export function expectOk<T>(answer: ApiAnswer, schemaFile: string): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(schemaErrors(schemaFile, answer.body)).toEqual([]);
  expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
  expect(answer.headers.get("vary")).toBe("X-Nuxt-Host, X-Page-Lang");
  return answer.body as T;
}

/** Expects an error envelope with this status and key; returns the field errors. */
export function expectError(answer: ApiAnswer, status: number, key: string): { field: string; message: string }[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
  expect(answer.body).toMatchObject({ success: false, key });
  return (answer.body as { errors?: { field: string; message: string }[] }).errors ?? [];
}

/** Expects a 400 INVALID_REQUEST whose errors name `field` (in the field and in the message). */
export function expectInvalidField(answer: ApiAnswer, field: string): void {
  const errors = expectError(answer, 400, "INVALID_REQUEST");
  const error = errors.find((candidate) => candidate.field === field);
  expect(error, JSON.stringify(answer.body)).toBeDefined();
  expect(error?.message).toContain(field);
}
