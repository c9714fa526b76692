import type { Product } from "~/generated/schemas";
import { PRODUCT_BATCH_MAX } from "~/lib/constants";
import { readShop } from "../../db/shopScope";
import { invalidRequest } from "../http/apiError";
import type { ShopRead } from "../tenancy/shopInput";
import { findProducts } from "./repo";

/** The query parameter the uuids come in over HTTP, which a refusal names whoever asks. */
export const UUID_FILTER = "filter[uuid]";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The uuids asked for, lower-cased: 1 to PRODUCT_BATCH_MAX of them; else, or for one that is not a uuid, 400
 * INVALID_REQUEST naming filter[uuid].
 */
export function productUuidsOf(uuids: readonly string[]): string[] {
  if (uuids.length > PRODUCT_BATCH_MAX) {
    throw invalidRequest([
      { field: UUID_FILTER, message: `${UUID_FILTER} holds more than ${PRODUCT_BATCH_MAX} uuids` },
    ]);
  }
  const lowered = uuids.map((uuid) => uuid.toLowerCase());
  const malformed = lowered.length === 0 ? "" : lowered.find((uuid) => !UUID.test(uuid));
  if (malformed !== undefined) {
    throw invalidRequest([{ field: UUID_FILTER, message: `${UUID_FILTER} holds "${malformed}", which is not a uuid` }]);
  }
  return lowered;
}

/**
 * The shop's products and variants with these uuids (productUuidsOf, at most 100), in the order asked, each once;
 * unknown uuids are left out. A variant's uuid answers the variant (GET /api/products/batch).
 */
export const readProducts: ShopRead<{ uuids: readonly string[] }, Product[]> = (db, { shop, lang, uuids }) =>
  readShop(db, shop.id, (db) => findProducts(db, shop.id, lang, uuids));
