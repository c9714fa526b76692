import { Hono } from "hono";
import type { ProductsResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { answerRequestOf } from "../http/answerRequest";
import type { ShopApiDeps } from "../http/deps";
import { productsAnswer } from "./answer";

/** GET /products/batch?filter[uuid]=a,b,c&lang= (§7; see productsAnswer). */
export function productRoutes(deps: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/products/batch", async (c) => {
    const body: ProductsResponse = { success: true, data: await productsAnswer(deps, answerRequestOf(c, deps.db)) };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
