import type { Breadcrumb } from "~/generated/schemas";
import { type ProductPathMatch, productPath } from "~/lib/catalogPaths";
import { findCategories } from "../categories/repo";
import { findProductDetails } from "../products/repo";
import { findRelatedProducts } from "../products/related";
import { categoryTrail } from "~/lib/categoryTree";
import {
  type CataloguePageContext,
  canonicalRedirect,
  categoryCrumbs,
  GENERATED_PAGE_SETTING,
  type GeneratedPage,
} from "./context";
import { breadcrumbListLd, productLd } from "./ldJson";
import { productPageTree } from "./templates";
import { variantName } from "~/lib/variantName";

/**
 * The page of a product (§2): by its uuid, by the uuid of one of its variants (the storefront picks that variant),
 * or by its uuid and a variant id of it. otherData.productDetails is always the product with its details and
 * variants; otherData.relatedProducts the products shown beside it. Undefined (404) for an unknown uuid, or a
 * variant id that is not one of the product's. A path naming the product by another slug than its own is
 * permanently redirected to the same path with the right slug (the short forms without a slug are answered as
 * they are).
 */
export async function productPage(
  context: CataloguePageContext,
  match: ProductPathMatch,
): Promise<GeneratedPage | undefined> {
  const { db, shopId, lang, urls } = context;
  const found = await findProductDetails(db, shopId, lang, match.uuid);
  if (!found) return undefined;
  const { product, requestedVariant } = found;
  if (match.variantId !== null && (requestedVariant || !product.variants?.some((v) => v.id === match.variantId))) {
    return undefined;
  }
  if (match.slug !== null && match.slug !== product.slug) {
    return canonicalRedirect(context, context.path.replace(/^\/product\/[^/]+\//, `/product/${product.slug}/`));
  }
  const shown = requestedVariant ?? product.variants?.find((variant) => variant.id === match.variantId) ?? product;

  const firstCategory = product.category_ids[0];
  const [categories, relatedProducts] = await Promise.all([
    firstCategory === undefined ? [] : findCategories(db, shopId, lang),
    findRelatedProducts(db, shopId, lang, product),
  ]);
  const breadcrumbs: Breadcrumb[] = [
    ...categoryCrumbs(lang, firstCategory === undefined ? [] : categoryTrail(categories, firstCategory)),
    { label: product.name, url: productPath(shown) },
  ];
  const title = variantName(product.name, shown.variant_label);
  const image = shown.images[0] ?? product.images[0];

  return {
    pageSetting: GENERATED_PAGE_SETTING,
    pageHead: {
      title,
      ...(product.highlight ? { description: product.highlight } : {}),
      og: {
        title,
        ...(product.highlight ? { description: product.highlight } : {}),
        ...(image ? { image: urls.asset(image.src) } : {}),
        type: "product",
      },
      ld_json: [productLd(product, urls), breadcrumbListLd(breadcrumbs, urls)],
    },
    pageComponent: { children: productPageTree() },
    otherData: { productDetails: product, breadcrumbs, relatedProducts },
  };
}
