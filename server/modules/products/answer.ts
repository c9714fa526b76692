import type { Product, ProductsBatchQuery } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import type { AnswerDeps, AnswerRequest } from "../http/answerRequest";
import { invalidRequest } from "../http/apiError";
import { resolveLang } from "../lang/resolveLang";
import { findProducts } from "./repo";

const FILTER = "filter[uuid]";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /api/products/batch?filter[uuid]=a,b,c: the shop's products and variants with these uuids (at most 100), in
 * the order asked, each once; unknown uuids are left out. A variant's uuid answers the variant.
 */
export async function productsAnswer({ db, validateQuery }: AnswerDeps, request: AnswerRequest): Promise<Product[]> {
  const query = validateQuery<ProductsBatchQuery>("api/products-batch-query.schema.json", request.query);
  const uuids = query[FILTER].toLowerCase().split(",");
  const malformed = uuids.find((uuid) => !UUID.test(uuid));
  if (malformed !== undefined) {
    throw invalidRequest([{ field: FILTER, message: `${FILTER} holds "${malformed}", which is not a uuid` }]);
  }
  const shop = await request.shop();
  const lang = resolveLang(query.lang, request.langHeader, shop.defaultLang);
  return withShop(db, shop.id, (db) => findProducts(db, shop.id, lang, uuids));
}
