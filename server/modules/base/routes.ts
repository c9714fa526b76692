import type { BaseQuery } from "~/generated/schemas";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { readBase } from "./service";

/** GET /base?lang= : the shop's base data (§7). */
export function baseRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<BaseQuery>("/base", {
    schema: "api/base-query.schema.json",
    handle: ({ shop, lang }) => readBase(deps.db, { shop, lang: lang() }),
    headers: (c) => ({
      "Cache-Control": c.req.query("internal-no-cache") === "1" ? NO_STORE : PUBLIC_CACHE,
      Vary: VARY,
    }),
  });
  return api.routes;
}
