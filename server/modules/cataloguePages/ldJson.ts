import type { Blog, Breadcrumb, Product } from "~/generated/schemas";
import { productPath } from "~/lib/catalogPaths";
import { variantName } from "~/lib/variantName";
import type { SiteUrls } from "./siteUrls";

const CONTEXT = "https://schema.org";
const CURRENCY = "THB";

type Availability = "InStock" | "OutOfStock" | "PreOrder";

function availabilityOf(product: Product, inStock: boolean): string {
  const availability: Availability = !inStock ? "OutOfStock" : product.preorder_flag ? "PreOrder" : "InStock";
  return `${CONTEXT}/${availability}`;
}

function hasStock(product: Product): boolean {
  return product.stock_remaining === null || product.stock_remaining > 0;
}

function money(value: number): string {
  return value.toFixed(2);
}

function offerOf(product: Product, url: string): Record<string, unknown> {
  return {
    "@type": "Offer",
    priceCurrency: CURRENCY,
    price: money(product.price),
    availability: availabilityOf(product, hasStock(product)),
    url,
  };
}

/** The fields a product and each of its variants state of themselves, each only when it has a value. */
function ownFields(product: Product, urls: SiteUrls): Record<string, unknown> {
  return {
    ...(product.images.length > 0 ? { image: product.images.map((image) => urls.asset(image.src)) } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
  };
}

/**
 * schema.org structured data of a product page (Google's product and merchant listing rules): a Product with its
 * Offer; a product with variants is a ProductGroup whose hasVariant lists each variant as a Product with its own
 * name, SKU, image, price, availability and URL. brand, sku and description only where the shop gives them, never
 * the uuid as a SKU. There is no priceValidUntil: the catalogue has no sale periods to end.
 */
export function productLd(product: Product, urls: SiteUrls): Record<string, unknown> {
  const url = urls.page(productPath(product));
  const common = {
    "@context": CONTEXT,
    name: product.name,
    ...(product.highlight ? { description: product.highlight } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...ownFields(product, urls),
    url,
  };
  const variants = product.variants ?? [];
  if (variants.length === 0) return { ...common, "@type": "Product", offers: offerOf(product, url) };
  return {
    ...common,
    "@type": "ProductGroup",
    productGroupID: product.sku ?? product.slug,
    hasVariant: variants.map((variant) => {
      const variantUrl = urls.page(productPath(variant));
      return {
        "@type": "Product",
        name: variantName(product.name, variant.variant_label),
        ...ownFields(variant, urls),
        url: variantUrl,
        offers: offerOf(variant, variantUrl),
      };
    }),
  };
}

/** schema.org BreadcrumbList of a page's breadcrumbs, with absolute URLs. */
export function breadcrumbListLd(crumbs: readonly Breadcrumb[], urls: SiteUrls): Record<string, unknown> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: urls.page(crumb.url),
    })),
  };
}

export function blogPostingLd(blog: Blog, path: string, urls: SiteUrls): Record<string, unknown> {
  const url = urls.page(path);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: blog.title,
    ...(blog.excerpt ? { description: blog.excerpt } : {}),
    datePublished: blog.published_at,
    ...(blog.image ? { image: [urls.asset(blog.image.src)] } : {}),
    ...(blog.author ? { author: { "@type": "Person", name: blog.author } } : {}),
    url,
    mainEntityOfPage: url,
  };
}
