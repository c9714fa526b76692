import { Hono } from "hono";
import type { ProductsBatchQuery, ProductsResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { invalidRequest } from "../http/apiError";
import type { ShopApiDeps } from "../http/deps";
import { resolveLang } from "../lang/resolveLang";
import { resolveShop } from "../tenancy/resolveShop";
import { findProducts } from "./repo";

const FILTER = "filter[uuid]";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /products/batch?filter[uuid]=a,b,c&lang= (§7): the shop's products and variants with these uuids (at most
 * 100), in the order asked, each once; unknown uuids are left out. A variant's uuid answers the variant.
 */
export function productRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/products/batch", async (c) => {
    const query = validateQuery<ProductsBatchQuery>("api/products-batch-query.schema.json", c.req.query());
    const uuids = query[FILTER].toLowerCase().split(",");
    const malformed = uuids.find((uuid) => !UUID.test(uuid));
    if (malformed !== undefined) {
      throw invalidRequest([{ field: FILTER, message: `${FILTER} holds "${malformed}", which is not a uuid` }]);
    }
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const body: ProductsResponse = { success: true, data: await findProducts(db, shop.id, lang, uuids) };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
