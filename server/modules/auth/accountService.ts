import type { AuthUrlResponse } from "~/generated/schemas";
import type { PublicUrlConfig } from "../../config";
import { publicOriginOf } from "../../http/publicOrigin";

/** Where shoppers log in, register and log out (§1: an external account service), as the shop API names it. */
export interface AccountServiceConfig {
  /** ACCOUNT_SERVICE_URL; null = the stand-in this server ships at /account on the shop's own origin. */
  url: string | null;
  /** How the shop's own origin is written (continue_url must be on it). */
  publicUrl: PublicUrlConfig;
}

/** The key of GET /api/x4/url/{action} (schemas/api/auth-url-response.schema.json). */
export type AccountAction = AuthUrlResponse["key"];

export const ACCOUNT_ACTIONS: readonly AccountAction[] = ["login", "logout", "register"];

/** The shop's own origin: the only one a continue_url may name. */
export function shopOriginOf(config: AccountServiceConfig, host: string): string {
  return publicOriginOf(config.publicUrl, host);
}

/** The account service's page for an action: {ACCOUNT_SERVICE_URL or the shop's origin/account}/{action}. */
export function accountPageUrl(config: AccountServiceConfig, host: string, action: AccountAction): URL {
  const base = config.url ?? `${shopOriginOf(config, host)}/account`;
  return new URL(`${base.replace(/\/+$/, "")}/${action}`);
}
