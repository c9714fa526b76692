import { createContext } from "react-router";
import type { ApiClient } from "~/api/client";
import type { PathLang } from "~/lib/localePath";
import type { NodeValidator } from "~/renderer/nodeValidator";

/** What the storefront server hands the route loaders, per request (set by server/entry.ts). */
export interface StorefrontServices {
  /** The shop API for this request's host and language: in-process by default, over HTTP with API_ORIGIN. */
  api(lang: PathLang): ApiClient;
  /** The shop's host name (the request's Host, port removed). */
  host: string;
  /** The visitor's country as the edge reports it (GEO_COUNTRY_HEADER), if it does. */
  country: string | null;
  validator: NodeValidator;
  /** Dev and preview show placeholders with the errors where nodes fail; shoppers never do. */
  showProblems: boolean;
  /** Where the browser reaches the shop API (API_ORIGIN or this origin). */
  browserApiBaseUrl: string;
  /** The hosted cart and checkout site the browser is handed off to (§2): HOSTED_CHECKOUT_URL or this origin's /hosted. */
  hostedCheckoutUrl: string;
}

export const servicesContext = createContext<StorefrontServices>();
