import type { PageOtherData } from "~/generated/schemas";
import { parseCategoryPath } from "~/lib/catalogPaths";
import type { PageViewEvent } from "./events";

/**
 * The remarketing page_view of a page shown (§7): a product page (its data carries the product) with the product's
 * id and price, a category page, the home page or any other page. `path` has no language prefix.
 */
export function pageViewOf(path: string, otherData: PageOtherData | undefined): PageViewEvent {
  const product = otherData?.productDetails;
  if (product) {
    const item = { item_id: product.uuid, item_name: product.name, price: product.price, quantity: 1 };
    return {
      page_type: "product",
      items: [product.variant_label ? { ...item, item_variant: product.variant_label } : item],
      value: product.price,
      currency: "THB",
    };
  }
  if (path === "/") return { page_type: "home" };
  return { page_type: parseCategoryPath(path) ? "category" : "other" };
}
