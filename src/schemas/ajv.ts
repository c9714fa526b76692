import Ajv, { type ErrorObject, type SchemaValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { isMapEmbedUrl } from "~/lib/mapEmbed";
import { normalisePhone } from "~/lib/phone";
import { sanitizeRichText } from "~/lib/sanitizeRichText";
import { type SocialNetwork, socialLinkOf } from "~/lib/socialLinks";
import { addFormKeywords } from "./formKeywords";
import authCheckResponse from "../../schemas/api/auth-check-response.schema.json";
import authUrlQuery from "../../schemas/api/auth-url-query.schema.json";
import authUrlResponse from "../../schemas/api/auth-url-response.schema.json";
import baseQuery from "../../schemas/api/base-query.schema.json";
import baseResponse from "../../schemas/api/base-response.schema.json";
import blogsQuery from "../../schemas/api/blogs-query.schema.json";
import blogsResponse from "../../schemas/api/blogs-response.schema.json";
import categoriesQuery from "../../schemas/api/categories-query.schema.json";
import cartCheckoutByItemsRequest from "../../schemas/api/cart-checkout-by-items-request.schema.json";
import cartGetQuery from "../../schemas/api/cart-get-query.schema.json";
import cartResponse from "../../schemas/api/cart-response.schema.json";
import cartUpdateItemsRequest from "../../schemas/api/cart-update-items-request.schema.json";
import cartUpdateRequest from "../../schemas/api/cart-update-request.schema.json";
import categoriesResponse from "../../schemas/api/categories-response.schema.json";
import errorResponse from "../../schemas/api/error-response.schema.json";
import formSubmitRequest from "../../schemas/api/form-submit-request.schema.json";
import formSubmitResponse from "../../schemas/api/form-submit-response.schema.json";
import memberChangeResponse from "../../schemas/api/member-change-response.schema.json";
import memberInfoResponse from "../../schemas/api/member-info-response.schema.json";
import memberQuery from "../../schemas/api/member-query.schema.json";
import orderSummaryQuery from "../../schemas/api/order-summary-query.schema.json";
import orderSummaryResponse from "../../schemas/api/order-summary-response.schema.json";
import pageQuery from "../../schemas/api/page-query.schema.json";
import pageResponse from "../../schemas/api/page-response.schema.json";
import productsBatchQuery from "../../schemas/api/products-batch-query.schema.json";
import productsResponse from "../../schemas/api/products-response.schema.json";
import searchQuery from "../../schemas/api/search-query.schema.json";
import searchResponse from "../../schemas/api/search-response.schema.json";
import searchSuggestQuery from "../../schemas/api/search-suggest-query.schema.json";
import searchSuggestResponse from "../../schemas/api/search-suggest-response.schema.json";
import base from "../../schemas/base.schema.json";
import blog from "../../schemas/blog.schema.json";
import cart from "../../schemas/cart.schema.json";
import catalogueDocument from "../../schemas/catalogue-document.schema.json";
import category from "../../schemas/category.schema.json";
import couponClaimRequest from "../../schemas/api/coupon-claim-request.schema.json";
import couponClaimResponse from "../../schemas/api/coupon-claim-response.schema.json";
import couponListQuery from "../../schemas/api/coupon-list-query.schema.json";
import couponListResponse from "../../schemas/api/coupon-list-response.schema.json";
import coupon from "../../schemas/coupon.schema.json";
import couponDocument from "../../schemas/coupon-document.schema.json";
import common from "../../schemas/common.schema.json";
import member from "../../schemas/member.schema.json";
import node from "../../schemas/node.schema.json";
import page from "../../schemas/page.schema.json";
import pageContent from "../../schemas/page-content.schema.json";
import pageHead from "../../schemas/page-head.schema.json";
import pageSetting from "../../schemas/page-setting.schema.json";
import listingRefine from "../../schemas/listing-refine.schema.json";
import paged from "../../schemas/paged.schema.json";
import product from "../../schemas/product.schema.json";
import shopDocument from "../../schemas/shop-document.schema.json";
import user from "../../schemas/user.schema.json";

export const SCHEMA_BASE = "https://storefront.local/schemas/";

const CORE_SCHEMAS = [
  common,
  product,
  cart,
  category,
  blog,
  listingRefine,
  paged,
  catalogueDocument,
  couponDocument,
  node,
  pageHead,
  pageSetting,
  pageContent,
  page,
  base,
  shopDocument,
  baseQuery,
  pageQuery,
  baseResponse,
  pageResponse,
  errorResponse,
  productsBatchQuery,
  productsResponse,
  categoriesQuery,
  categoriesResponse,
  blogsQuery,
  blogsResponse,
  searchQuery,
  searchResponse,
  searchSuggestQuery,
  searchSuggestResponse,
  cartGetQuery,
  cartUpdateItemsRequest,
  cartCheckoutByItemsRequest,
  cartUpdateRequest,
  cartResponse,
  coupon,
  couponListQuery,
  couponListResponse,
  couponClaimRequest,
  couponClaimResponse,
  user,
  authCheckResponse,
  authUrlQuery,
  authUrlResponse,
  member,
  memberQuery,
  memberInfoResponse,
  memberChangeResponse,
  formSubmitRequest,
  formSubmitResponse,
  orderSummaryQuery,
  orderSummaryResponse,
];

/** A rich text the sanitiser changed: where it is in the data validated, as sent and as rendered. */
export interface SanitizedText {
  field: string;
  html: string;
  clean: string;
}

export interface AjvOptions {
  checkOnly?: boolean;
  onSanitized?: (text: SanitizedText) => void;
}

/** The $id of a schema file, from its path under schemas/ (e.g. "api/page-query.schema.json"). */
export function schemaId(file: string): string {
  return SCHEMA_BASE + file;
}

/**
 * One ajv instance with every payload schema registered by $id. Validation applies schema defaults, reports all
 * errors, and sanitises strings marked `"x-sanitize": "html"` in place. Server, QA and preview only: it is never
 * part of a shopper's bundle. The editor's form annotations (x-label, x-help…, formKeywords.ts) are accepted and
 * checked for shape only. `checkOnly` applies no defaults (rich text is still sanitised): to check answers, not
 * prepare them. `onSanitized` is told of each rich text the sanitiser changed.
 */
export function createAjv({ checkOnly = false, onSanitized }: AjvOptions = {}): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: !checkOnly,
    allowUnionTypes: true,
    strict: true,
    multipleOfPrecision: 9,
  });
  addFormats(ajv);
  addFormKeywords(ajv);
  ajv.addKeyword({
    keyword: "x-sanitize",
    schemaType: "string",
    modifying: true,
    errors: false,
    validate: (
      mode: string,
      data: unknown,
      _schema: unknown,
      context?: { instancePath: string; parentData: unknown; parentDataProperty: string | number },
    ) => {
      if (mode === "html" && typeof data === "string" && context) {
        const clean = sanitizeRichText(data);
        (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = clean;
        if (clean !== data) onSanitized?.({ field: context.instancePath, html: data, clean });
      }
      return true;
    },
  });
  // the store-contact widget's phone number, map and links, checked by the code that uses them
  ajv.addFormat("phone", (text: string) => normalisePhone(text) !== null);
  ajv.addFormat("map-embed-url", isMapEmbedUrl);
  ajv.addKeyword({ keyword: "x-social-link", schemaType: "boolean", validate: isSocialLink });
  for (const schema of CORE_SCHEMAS) ajv.addSchema(schema);
  return ajv;
}

/** The x-social-link keyword: a store-contact link whose handle builds a link of its network (socialLinks.ts). */
const isSocialLink: SchemaValidateFunction = (_schema: boolean, link: { network: SocialNetwork; handle: unknown }) => {
  const valid = typeof link.handle === "string" && socialLinkOf(link.network, link.handle) !== null;
  isSocialLink.errors = valid
    ? []
    : [{ keyword: "x-social-link", message: "must have a handle, id or https URL of its network", params: {} }];
  return valid;
};

export interface FieldError {
  /** JSON pointer of the offending value, e.g. "/lang" or "/sliders/0/image/width". */
  field: string;
  message: string;
}

/**
 * ajv errors as messages that name the field, e.g. `/lang must be one of: th, en, cn`. `localized`: the errors'
 * messages were translated (ajv-i18n) and are used as they are, for every keyword.
 */
export function formatAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  prefix = "",
  { localized = false } = {},
): FieldError[] {
  return (errors ?? []).map((error) => {
    const child =
      error.keyword === "required"
        ? `/${error.params.missingProperty}`
        : error.keyword === "additionalProperties"
          ? `/${error.params.additionalProperty}`
          : "";
    const field = `${prefix}${error.instancePath}${child}` || "/";
    const detail = localized
      ? (error.message ?? error.keyword)
      : error.keyword === "required"
        ? "is required"
        : error.keyword === "additionalProperties"
          ? "is not an allowed property"
          : error.keyword === "enum"
            ? `must be one of: ${(error.params.allowedValues as unknown[]).join(", ")}`
            : (error.message ?? "is invalid");
    return { field, message: `${field} ${detail}` };
  });
}
