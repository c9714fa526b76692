import { Hono } from "hono";
import type { BaseResponse } from "~/generated/schemas";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { baseAnswer } from "./answer";

/** GET /base?lang= : the shop's base data (§7). */
export function baseRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/base", async (c) => {
    const body: BaseResponse = { success: true, data: await baseAnswer(deps, answerRequestOf(c, deps.db)) };
    const noCache = c.req.query("internal-no-cache") === "1";
    return c.json(body, 200, { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY });
  });
  return routes;
}
