import { Hono } from "hono";
import type { CategoriesResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { categoriesAnswer } from "./answer";

/** GET /product-categories?category_ids=1,2&lang= (§7; see categoriesAnswer). */
export function categoryRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/product-categories", async (c) => {
    const data = await categoriesAnswer(deps, answerRequestOf(c, deps.db));
    const body: CategoriesResponse = { success: true, data };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
