import type { Hono } from "hono";
import type { AuthCheckResponse, AuthUrlQuery, AuthUrlResponse, ErrorResponse } from "~/generated/schemas";
import { safeContinueUrl } from "~/lib/continueUrl";
import { ApiError } from "../http/apiError";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { Keyed, shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import {
  ACCOUNT_ACTIONS,
  type AccountAction,
  type AccountServiceConfig,
  accountPageUrl,
  shopOriginOf,
} from "./accountService";
import { accountOfRequest } from "./requestAccount";

/**
 * The account calls of §7:
 *
 * - GET /x4/auth/check           data.user of the request's session (cookie, or the X-App-Access-Token header), or
 *                                the NO_AUTH envelope (status 200)
 * - GET /x4/url/{login|logout|register}?continue_url=   data.url: the account service's page, told where to send
 *                                the shopper back (continue_url kept only on the shop's own origin, else its home)
 */
export function authRoutes(deps: ShopApiDeps, resolveShop: ShopResolver, accountService: AccountServiceConfig): Hono {
  const { db } = deps;
  const api = shopRoutes(deps, resolveShop);

  // not an answer of the helper: a guest's check is the NO_AUTH envelope, with status 200
  api.routes.get("/x4/auth/check", async (c) => {
    const shop = await resolveShop(c.req.raw.headers);
    const user = await accountOfRequest(db, shop.id, c);
    // A guest is no error: the NO_AUTH envelope comes with status 200, so a guest's every first page view does not
    // log a failed request in the browser's console.
    const body: AuthCheckResponse | ErrorResponse = user
      ? { success: true, data: { user } }
      : { success: false, key: "NO_AUTH", message: "Not logged in" };
    return c.json(body, 200, { "Cache-Control": NO_STORE });
  });

  api.routes.use("/x4/url/:action", async (c, next) => {
    const action = c.req.param("action") as AccountAction;
    if (!ACCOUNT_ACTIONS.includes(action)) throw new ApiError(404, "NOT_FOUND", `No account page "${action}"`);
    await next();
  });
  api.get<AuthUrlQuery, AuthUrlQuery, AuthUrlResponse["data"]>("/x4/url/:action", {
    schema: "api/auth-url-query.schema.json",
    headers: { "Cache-Control": NO_STORE },
    async handle({ input, host, c }) {
      const action = c.req.param("action") as AccountAction;
      const url = accountPageUrl(accountService, host, action);
      url.searchParams.set("continue_url", safeContinueUrl(input.continue_url, shopOriginOf(accountService, host)));
      return new Keyed(action, { url: url.href });
    },
  });
  return api.routes;
}
