import { Hono } from "hono";
import type { BlogsResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { blogsAnswer } from "./answer";

/** GET /blogs?limit=&lang= (§7; see blogsAnswer). */
export function blogRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/blogs", async (c) => {
    const body: BlogsResponse = { success: true, data: await blogsAnswer(deps, answerRequestOf(c, deps.db)) };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
