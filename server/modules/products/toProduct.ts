import type { PriceTier, Product } from "~/generated/schemas";
import type { ContentLang } from "../../db/schema";
import { imageInLang } from "../catalogue/imageInLang";
import type { ProductRecord } from "./rows";

/** Baht from numeric(12, 2) text: exact to the satang, never the result of float arithmetic. */
function baht(value: string): number {
  return Number(value);
}

/** A product row as the API answers it in `lang` (the row's texts are in it already; no details, no variants). */
export function productOf(row: ProductRecord, lang: ContentLang, tiers: readonly PriceTier[] = []): Product {
  return {
    uuid: row.uuid,
    slug: row.slug ?? "",
    ...(row.sku ? { sku: row.sku } : {}),
    ...(row.brand ? { brand: row.brand } : {}),
    id: null,
    parent: null,
    name: row.texts.name ?? "",
    price: baht(row.price),
    price_list: [...tiers],
    preorder_flag: row.preorder,
    badge_hot: row.badge_hot,
    badge_new: row.badge_new,
    badge_suggest: row.badge_suggest,
    unit: row.texts.unit ?? "",
    highlight: row.texts.highlight ?? "",
    images: row.images.map((image) => imageInLang(image, lang)),
    category_ids: row.category_ids,
    min_order_quantity: row.min_order,
    max_order_quantity: row.max_order,
    stock_remaining: row.stock,
    ...(row.has_variants ? { has_variants: true } : {}),
  };
}

/**
 * A variant row as the API answers it: its own uuid, sku, id, label, price, tiers, stock, order limits and images
 * (else its product's); name, slug, brand, categories, badges, unit, highlight and preorder are its product's.
 */
export function variantOf(
  row: ProductRecord,
  parent: ProductRecord,
  lang: ContentLang,
  tiers: readonly PriceTier[] = [],
): Product {
  // A variant has no variants of its own: its product's has_variants is not carried over.
  const { has_variants: _productHasVariants, sku: _productSku, ...product } = productOf(parent, lang);
  return {
    ...product,
    uuid: row.uuid,
    ...(row.sku ? { sku: row.sku } : {}),
    id: row.variant_id,
    parent: { slug: product.slug, uuid: parent.uuid },
    variant_label: row.texts.label ?? "",
    price: baht(row.price),
    price_list: [...tiers],
    images: row.images.length > 0 ? row.images.map((image) => imageInLang(image, lang)) : product.images,
    min_order_quantity: row.min_order,
    max_order_quantity: row.max_order,
    stock_remaining: row.stock,
  };
}
