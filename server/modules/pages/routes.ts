import { Hono } from "hono";
import type { PageResponse } from "~/generated/schemas";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { pageAnswer } from "./answer";

/** GET /page?path=&lang=&needBase=1 : one page of the shop in one language (§7; see pageAnswer). */
export function pageRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/page", async (c) => {
    const body: PageResponse = { success: true, data: await pageAnswer(deps, answerRequestOf(c, deps.db)) };
    const noCache = c.req.query("internal-no-cache") === "1";
    return c.json(body, 200, { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY });
  });
  return routes;
}
