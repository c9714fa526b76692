import { Hono } from "hono";
import type { BaseQuery, BaseResponse } from "~/generated/schemas";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { resolveLang } from "../lang/resolveLang";
import { resolveShop } from "../tenancy/resolveShop";
import { requireBase } from "./repo";

/** GET /base?lang= : the shop's base data (§7). */
export function baseRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/base", async (c) => {
    const query = validateQuery<BaseQuery>("api/base-query.schema.json", c.req.query());
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const body: BaseResponse = { success: true, data: await requireBase(db, shop.id, lang) };
    const noCache = c.req.query("internal-no-cache") === "1";
    return c.json(body, 200, { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY });
  });
  return routes;
}
