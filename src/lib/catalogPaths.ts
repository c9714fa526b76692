/** Site paths of catalogue pages (§2), without language prefix; localizeHref adds it. */
import { isUuid } from "./uuid";

export interface ProductRef {
  uuid: string;
  slug: string;
  id: number | null;
  parent: { slug: string; uuid: string } | null;
}

/** /product/{slug}/{uuid}, or for a variant /product/{parentSlug}/{parentUuid}/{variantId}. */
export function productPath(product: ProductRef): string {
  if (product.parent && product.id !== null) {
    return `/product/${product.parent.slug}/${product.parent.uuid}/${product.id}`;
  }
  return `/product/${product.slug}/${product.uuid}`;
}

export interface ProductPathMatch {
  /** The product's uuid (the parent's, for a variant path). */
  uuid: string;
  variantId: number | null;
  /** The slug the path names before the uuid; null for the short forms, which have none. */
  slug: string | null;
}

const VARIANT_ID = /^[1-9][0-9]{0,9}$/;

/**
 * Reads the four product path forms (§2): /product/{slug}/{uuid}, /product/{parentSlug}/{parentUuid}/{variantId},
 * /product/{uuid} and /product/{parentUuid}/{variantId}. Anything else is null.
 */
export function parseProductPath(path: string): ProductPathMatch | null {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "product") return null;
  const rest = segments.slice(1);
  // The uuid is the second segment when that one is a uuid (a slug may itself look like a uuid), else the first
  const uuidAt = isUuid(rest[1] ?? "") ? 1 : isUuid(rest[0] ?? "") ? 0 : -1;
  if (uuidAt === -1) return null;
  const uuid = rest[uuidAt] ?? "";
  const slug = uuidAt === 1 ? (rest[0] ?? null) : null;
  const after = rest.slice(uuidAt + 1);
  if (after.length === 0) return { uuid: uuid.toLowerCase(), variantId: null, slug };
  if (after.length === 1 && VARIANT_ID.test(after[0] ?? "")) {
    return { uuid: uuid.toLowerCase(), variantId: Number(after[0]), slug };
  }
  return null;
}

/** /category/{categorySlug}/{categoryId}. */
export function categoryPath(category: { category_slug: string; category_id: number }): string {
  return `/category/${category.category_slug}/${category.category_id}`;
}

export interface CategoryPathMatch {
  id: number;
  /** The slug the path names before the id. */
  slug: string;
}

/** The category of /category/{slug}/{id}, also with one more leading sub-segment (/category/{parent}/{slug}/{id}). */
export function parseCategoryPath(path: string): CategoryPathMatch | null {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "category" || segments.length < 3 || segments.length > 4) return null;
  const id = segments[segments.length - 1] ?? "";
  return VARIANT_ID.test(id) ? { id: Number(id), slug: segments[segments.length - 2] ?? "" } : null;
}

/** /blog/{blogId}. */
export function blogPath(blogId: number): string {
  return `/blog/${blogId}`;
}

export function parseBlogPath(path: string): number | null {
  const match = /^\/blog\/([1-9][0-9]{0,9})\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}

export const SEARCH_PATH = "/search";
