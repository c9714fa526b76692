import {
  type AttributeChoice,
  type AttributeKeys,
  type AttributeParam,
  attributeParamsOf,
  parseAttributes,
} from "./listingAttributes";

/**
 * Sort and filter of product lists (category and search pages, GET /api/search): the query parameters sort,
 * price_min, price_max and in_stock, and the attribute filters (a.<attribute>, listingAttributes), parsed and
 * written back (issue 25 item 9).
 */

/** The orders a product list can take; the first is the default (the shop's own order, or best match on search). */
export const LISTING_SORTS = ["featured", "newest", "price_asc", "price_desc", "best_selling"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The query parameters of sort and filter, in the order a URL writes them. */
export const LISTING_PARAMS = ["sort", "price_min", "price_max", "in_stock"] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];

/** The highest price a filter takes (numeric(12, 2) holds less than 10^10). */
export const MAX_FILTER_PRICE = 9_999_999_999.99;

export interface ListingChoice {
  sort: ListingSort;
  /** Baht; null = no bound. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  /** The chosen attribute values; absent when none is chosen. */
  attributes?: AttributeChoice;
}

export const DEFAULT_LISTING: ListingChoice = { sort: "featured", priceMin: null, priceMax: null, inStock: false };

/** A parameter that does not hold what it may, named as in the URL. */
export interface ListingProblem {
  param: ListingParam | AttributeParam;
  message: string;
}

export interface ParsedListing {
  /** What was asked, each wrong parameter left at its default. */
  choice: ListingChoice;
  /** One per wrong parameter, in LISTING_PARAMS order, then the attributes'; empty when all are right. */
  problems: ListingProblem[];
}

/** Our choice: baht with at most two decimals, digits only ("120", "99.5"); no sign, exponent or thousands separator. */
const PRICE = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;

/** The parameters of a query (others may be there too; attribute parameters as attributeQueryOf gives them). */
type Query = { readonly [param in ListingParam]?: string } & { readonly [param: string]: string | undefined };

function isSort(value: string): value is ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value);
}

function priceOf(query: Query, param: "price_min" | "price_max", problems: ListingProblem[]): number | null {
  const text = query[param]?.trim() ?? "";
  if (text === "") return null;
  const price = PRICE.test(text) ? Number(text) : NaN;
  if (Number.isNaN(price) || price > MAX_FILTER_PRICE) {
    problems.push({ param, message: `${param} must be a price in baht from 0 to ${MAX_FILTER_PRICE}, got "${text}"` });
    return null;
  }
  return price;
}

/**
 * The sort and filters a query asks for. Absent or empty parameters (a GET form sends empty fields) are the
 * default: featured, no price bounds, all products. sort is one of LISTING_SORTS; price_min and price_max are
 * prices (see PRICE, surrounding spaces ignored), price_max not below price_min; in_stock is "1" (a checkbox's
 * value) or absent; the attribute parameters choose among `attributes` (the shop's: parseAttributes). Anything else
 * is a problem naming its parameter, and that parameter is left at its default.
 */
export function parseListingQuery(query: Query, attributes: readonly AttributeKeys[] = []): ParsedListing {
  const problems: ListingProblem[] = [];
  const sortText = query.sort ?? "";
  const sort = sortText === "" || !isSort(sortText) ? DEFAULT_LISTING.sort : sortText;
  if (sortText !== "" && !isSort(sortText)) {
    problems.push({ param: "sort", message: `sort must be one of ${LISTING_SORTS.join(", ")}, got "${sortText}"` });
  }
  const priceMin = priceOf(query, "price_min", problems);
  let priceMax = priceOf(query, "price_max", problems);
  if (priceMin !== null && priceMax !== null && priceMax < priceMin) {
    problems.push({ param: "price_max", message: `price_max (${priceMax}) is below price_min (${priceMin})` });
    priceMax = null;
  }
  const stockText = query.in_stock ?? "";
  if (stockText !== "" && stockText !== "1") {
    problems.push({ param: "in_stock", message: `in_stock must be 1 or absent, got "${stockText}"` });
  }
  const { chosen, problems: attributeProblems } = parseAttributes(query, attributes);
  const choice: ListingChoice = { sort, priceMin, priceMax, inStock: stockText === "1" };
  if (Object.keys(chosen).length > 0) choice.attributes = chosen;
  return { choice, problems: [...problems, ...attributeProblems] };
}

/** The parameters that differ from the default, as a URL writes them (prices as plain numbers). */
export function listingParamsOf(choice: ListingChoice): [ListingParam | AttributeParam, string][] {
  const params: [ListingParam | AttributeParam, string][] = [];
  if (choice.sort !== DEFAULT_LISTING.sort) params.push(["sort", choice.sort]);
  if (choice.priceMin !== null) params.push(["price_min", String(choice.priceMin)]);
  if (choice.priceMax !== null) params.push(["price_max", String(choice.priceMax)]);
  if (choice.inStock) params.push(["in_stock", "1"]);
  return [...params, ...attributeParamsOf(choice.attributes ?? {})];
}

/** The filters chosen but the attributes' (sort is not a filter), each as the parameter a chip removes. */
export function chosenFilters(choice: ListingChoice): ListingParam[] {
  return listingParamsOf(choice)
    .map(([param]) => param)
    .filter(
      (param): param is ListingParam => param !== "sort" && (LISTING_PARAMS as readonly string[]).includes(param),
    );
}

/** How many filters are chosen: each chosen attribute value counts as one. */
export function filterCount(choice: ListingChoice): number {
  return chosenFilters(choice).length + Object.values(choice.attributes ?? {}).flat().length;
}

/**
 * The query string without `param` and without p_page (a changed list starts at its first page): "?"-prefixed, or
 * "" when nothing is left. Every other parameter is kept, in order (re-encoded as a form would).
 */
export function withoutListingParam(search: string, param: ListingParam): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  params.delete("p_page");
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
