import type { Blog, Breadcrumb, Product } from "~/generated/schemas";
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

/**
 * schema.org Product with its offer: one Offer, or for a product with variants an AggregateOffer over them
 * (lowPrice, highPrice, offerCount; in stock when any variant is).
 */
export function productLd(product: Product, path: string, urls: SiteUrls): Record<string, unknown> {
  const url = urls.page(path);
  const variants = product.variants ?? [];
  const offers =
    variants.length > 0
      ? {
          "@type": "AggregateOffer",
          priceCurrency: CURRENCY,
          lowPrice: money(Math.min(...variants.map((variant) => variant.price))),
          highPrice: money(Math.max(...variants.map((variant) => variant.price))),
          offerCount: variants.length,
          availability: availabilityOf(product, variants.some(hasStock)),
          url,
        }
      : {
          "@type": "Offer",
          priceCurrency: CURRENCY,
          price: money(product.price),
          availability: availabilityOf(product, hasStock(product)),
          url,
        };
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    ...(product.highlight ? { description: product.highlight } : {}),
    image: product.images.map((image) => urls.asset(image.src)),
    sku: product.uuid,
    url,
    offers,
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
