import { Hono } from "hono";
import type { PageResponse } from "~/generated/schemas";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { pageAnswer } from "./answer";

/** GET /page?path=&lang=&needBase=1 : one page of the shop in one language (§7; see pageAnswer), never kept in preview. */
export function pageRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/page", async (c) => {
    const body: PageResponse = { success: true, data: await pageAnswer(deps, answerRequestOf(c, deps.db)) };
    // a preview's answer (previewData) is one editor's: no shared cache may keep it, nor the token's URL
    const noCache = c.req.query("internal-no-cache") === "1" || c.req.query(PREVIEW_TOKEN_PARAM) !== undefined;
    return c.json(body, 200, { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY });
  });
  return routes;
}
