import { isRecord } from "./isRecord";

/** A product's price as share cards give it (Facebook's product:price:amount and :currency). */
export interface OfferPrice {
  amount: string;
  currency: string;
}

const PRODUCT_TYPES = new Set(["Product", "ProductGroup"]);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The price of one schema.org offer (an Offer's price, an AggregateOffer's lowPrice), or null. */
function priceOfOffer(offer: unknown): OfferPrice | null {
  if (!isRecord(offer)) return null;
  const amount = offer.price ?? offer.lowPrice;
  if ((typeof amount !== "string" && typeof amount !== "number") || typeof offer.priceCurrency !== "string") {
    return null;
  }
  return { amount: String(amount), currency: offer.priceCurrency };
}

/** The lowest of the prices, or null. */
function lowest(prices: (OfferPrice | null)[]): OfferPrice | null {
  const known = prices.filter((price): price is OfferPrice => price !== null);
  return known.reduce<OfferPrice | null>(
    (low, price) => (low === null || Number(price.amount) < Number(low.amount) ? price : low),
    null,
  );
}

/**
 * The price a product page's structured data states: its Product's (or ProductGroup's) offer, or the lowest of its
 * variants' offers (hasVariant): the "from" price a shopper sees. Null on a page that offers no product.
 */
export function offerPriceOf(ldJson: readonly object[]): OfferPrice | null {
  for (const item of ldJson) {
    if (!isRecord(item) || !PRODUCT_TYPES.has(String(item["@type"]))) continue;
    const own = lowest(listOf(item.offers).map(priceOfOffer));
    if (own) return own;
    const variants = lowest(
      listOf(item.hasVariant).flatMap((variant) =>
        listOf(isRecord(variant) ? variant.offers : undefined).map(priceOfOffer),
      ),
    );
    if (variants) return variants;
  }
  return null;
}
