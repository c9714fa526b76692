import type { ListingChoice } from "./listingQuery";

/**
 * Whether any filter of a product list is chosen (sort is not a filter). On its own so that the lists' first views
 * (ProductListing, SearchResults) need none of listingQuery, whose code comes with the lazy refine form.
 */
export function hasFilters({ priceMin, priceMax, inStock, attributes }: ListingChoice): boolean {
  return priceMin !== null || priceMax !== null || inStock || attributes !== undefined;
}
