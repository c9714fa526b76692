// The generated shops of bench:tenants: shop n is the demo shop (shops/demo.json) under its own id, name and host,
// with `products` products (the demo's 47, then copies of them under new uuids and slugs). Rich texts name the shop,
// so no cache shared by every shop (the sanitiser's) serves one shop's text to another. Nothing is written to disk.
import { readFileSync } from "node:fs";

const DEMO = JSON.parse(readFileSync(new URL("../../shops/demo.json", import.meta.url), "utf8"));
const FIRST_ID = 100_000;
/** Keys whose strings are rich text (src/renderer/documentLimits.ts): each gets a paragraph naming the shop. */
const RICH_TEXT_KEYS = new Set(["html", "details", "content"]);
/** Words of the demo's product names in both languages: the searches of the load. */
export const SEARCH_WORDS = ["oolong", "coffee", "celadon", "tea", "gift", "ชา", "กาแฟ", "ผ้า"];

export const tenantShopId = (n) => FIRST_ID + n;
export const tenantHost = (n) => `shop${n}.tenants.localhost`;

/** A uuid of product `index` (variant 0 is the product itself), the same in every shop: keys are per shop. */
function generatedUuid(index, variant) {
  const hex = (value, length) => value.toString(16).padStart(length, "0");
  return `00000000-${hex(variant, 4)}-4000-8000-${hex(index, 12)}`;
}

/** Product `index` of a generated shop: a demo product, or a copy of one. */
function productAt(index) {
  const demoProducts = DEMO.catalogue.products;
  const original = demoProducts[index % demoProducts.length];
  if (index < demoProducts.length) return structuredClone(original);
  const copy = structuredClone(original);
  copy.uuid = generatedUuid(index, 0);
  copy.slug = `${original.slug}-${index}`;
  copy.rank = index + 1;
  for (const [lang, texts] of Object.entries(copy.texts)) texts.name = `${original.texts[lang].name} ${index}`;
  copy.variants?.forEach((variant, v) => (variant.uuid = generatedUuid(index, v + 1)));
  return copy;
}

/** Adds a paragraph naming the shop to every rich text in `value` (in place). */
function markRichTexts(value, shopName) {
  if (Array.isArray(value)) value.forEach((item) => markRichTexts(item, shopName));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (RICH_TEXT_KEYS.has(key) && typeof item === "string") value[key] = `${item}<p>${shopName}</p>`;
      else markRichTexts(item, shopName);
    }
  }
}

/** The shop document of generated shop `n` (1-based). */
export function tenantShopDocument(n, products) {
  const document = structuredClone(DEMO);
  const name = `Tenant shop ${n}`;
  document.shop = { ...document.shop, id: tenantShopId(n), webName: `tenant-${n}`, name, hosts: [tenantHost(n)] };
  document.catalogue.products = Array.from({ length: products }, (_, index) => productAt(index));
  markRichTexts(document, name);
  return document;
}

/** The paths the load asks of every shop with `products` products: its home, categories, products and searches. */
export function tenantPaths(products) {
  const { categories } = DEMO.catalogue;
  const productPaths = Array.from({ length: products }, (_, index) => {
    const { slug, uuid } = productAt(index);
    return `/product/${slug}/${uuid}`;
  });
  return {
    home: ["/"],
    category: categories.map(({ slug, id }) => `/category/${slug}/${id}`),
    product: productPaths,
    search: SEARCH_WORDS.map((word) => `/search?q=${encodeURIComponent(word)}`),
  };
}

/** The demo shop's own host and product count: the one-shop anchor asks it the same kinds of pages. */
export const DEMO_HOST = DEMO.shop.hosts[0];
export const DEMO_PRODUCTS = DEMO.catalogue.products.length;
