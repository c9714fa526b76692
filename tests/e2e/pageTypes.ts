import { demoProducts, demoShop } from "./demoShops";

const demo = demoShop("demo");
const withVariants = demoProducts(demo).find((product) => (product.variants ?? []).length > 0);
if (!withVariants) throw new Error("the demo shop has no product with variants");

/**
 * One path of every page type a shopper meets in the demo shop, in Thai (the prefix-free path): home, category
 * (and its page 2), product with variants, listing, search (with and without results), blog, journal and content
 * pages, coupons, membership, a missing page, and the account stand-in's forms.
 */
export const PAGE_TYPES: readonly string[] = [
  "/",
  "/category/tea/101",
  "/category/tea/101?p_page=2",
  `/product/${withVariants.slug}/${withVariants.uuid}`,
  "/all-products",
  "/search?q=ชา",
  "/search?q=no-such-thing-at-all",
  "/blog/1",
  "/journal/how-to-brew-oolong",
  "/about",
  "/faq",
  "/contact",
  "/coupons",
  "/member",
  "/no-such-page",
  "/account/login?lang=th",
  "/account/register?lang=th",
];

/** A page type's English version: under /en, or the account stand-in's form with lang=en. */
export function englishPath(path: string): string {
  return path.startsWith("/account/") ? path.replace("lang=th", "lang=en") : `/en${path}`;
}

/** The missing page's paths, whose 404 the browser reports in the console. */
export const MISSING_PAGE = /status of 404/;
