import { createContext } from "react-router";
import type { BaseData, Blog, Category, PageData, Product } from "~/generated/schemas";
import type { PathLang } from "~/lib/localePath";
import type { PreviewSession } from "~/preview/session";
import type { NodeValidator } from "~/renderer/nodeValidator";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { TagPlan } from "~/tracking/tagPlan";
import type { ShopSources } from "./cspNonce";
import type { ShopLook } from "./loaders/shopLook.server";

/** The page a storefront request shows: its path without the language prefix, its language and its query. */
export interface PageRequest {
  lang: PathLang;
  path: string;
  query: Readonly<Record<string, string>>;
}

/** The shop's base data with its header and footer zones prepared for rendering (zones.server.ts prepareShell). */
export interface ShopShell {
  base: BaseData;
  header: RenderNode[];
  footer: RenderNode[];
  /** The widget kinds of both zones. */
  widgetKinds: string[];
  /** The theme, tokens and sanitised CSS of the shop (shopLook.server.ts). */
  look: ShopLook;
  /** The shop's tags, their ids checked (tagPlan.server.ts). */
  tags: TagPlan;
  /** The inline script of the tags' consent defaults (consentDefaultsScript.ts), empty without tags. */
  tagDefaults: string;
  /** What the shop adds to its pages' Content-Security-Policy (shopSources.server.ts). */
  sources: ShopSources;
}

/**
 * The shop's data for one storefront request (one host), answered as the shop API answers it (§7), errors too:
 * a failed call rejects with the one ApiError (~/api/apiError: status, key and envelope of the API's error). In-process it
 * is read from the database (server/storefront/inProcessShopData.ts), with API_ORIGIN over HTTP
 * (server/storefront/httpShopData.ts).
 */
export interface ShopData {
  /** GET /api/page for the request's path, language and query (without the base data). */
  page(request: PageRequest): Promise<PageData>;
  /** The shop's base data in the request's language and its prepared zones; null when it cannot be had (§7). */
  shell(request: PageRequest): Promise<ShopShell | null>;
  /** GET /api/products/batch: at most PRODUCT_BATCH_MAX uuids. */
  products(lang: PathLang, uuids: readonly string[]): Promise<Product[]>;
  /** GET /api/product-categories: all of the shop's categories. */
  categories(lang: PathLang): Promise<Category[]>;
  /** GET /api/blogs?limit= */
  blogs(lang: PathLang, limit: number): Promise<Blog[]>;
}

/** What the storefront server hands the route loaders, per request (set by server/entry.ts). */
export interface StorefrontServices {
  /** The shop's data for this request's host: in-process by default, over HTTP with API_ORIGIN. */
  data: ShopData;
  /** The shop's host name (the request's Host, port removed). */
  host: string;
  /** The origin the shop's pages are known by, for the absolute URLs a page shows (canonical, hreflang). */
  siteOrigin: string;
  /** The visitor's country as the edge reports it (GEO_COUNTRY_HEADER), if it does. */
  country: string | null;
  validator: NodeValidator;
  /** Dev and preview show placeholders with the errors where nodes fail; shoppers never do. */
  showProblems: boolean;
  /** The shop owner's live preview this request opens (a valid preview token), or null: every shopper's request. */
  preview: PreviewSession | null;
  /** Where the browser reaches the shop API: a path resolves against the page's own origin ("/": this server's). */
  browserApiBaseUrl: string;
  /** The hosted cart and checkout site the browser is handed off to (§2): HOSTED_CHECKOUT_URL or /hosted here. */
  hostedCheckoutUrl: string;
  /** The account service shoppers log in at (§1): ACCOUNT_SERVICE_URL, or /account (the stand-in) on the shop's origin. */
  accountServiceUrl: string;
}

export const servicesContext = createContext<StorefrontServices>();
