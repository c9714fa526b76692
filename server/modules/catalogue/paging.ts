import type { Paging } from "~/generated/schemas";

/** Products per page of a category listing and of search results; blog posts per page of search results. */
export const PRODUCTS_PER_PAGE = 12;
export const BLOGS_PER_PAGE = 6;

const PAGE_NUMBER = /^[1-9][0-9]{0,4}$/;

/** A page number from a query parameter (p_page, b_page): a positive integer, else page 1. */
export function pageNumberOf(value: string | undefined): number {
  return value !== undefined && PAGE_NUMBER.test(value) ? Number(value) : 1;
}

/** Where page `page` of `total` items is. A page beyond the last is still described (its list is empty). */
export function pagingOf(page: number, perPage: number, total: number): Paging {
  return { page, perPage, total, pageCount: Math.ceil(total / perPage) };
}

/** The SQL offset of a page. */
export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
