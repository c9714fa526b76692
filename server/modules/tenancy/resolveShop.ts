import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ApiError } from "../http/apiError";
import { findShopByHost, type ShopRecord } from "./repo";
import { requestHost } from "./requestHost";

/** The shop a request is for, by host (a name, or the request's headers); 404 SHOP_NOT_FOUND naming it otherwise. */
export async function resolveShop(db: Kysely<Database>, hostOrHeaders: string | Headers): Promise<ShopRecord> {
  const host = typeof hostOrHeaders === "string" ? hostOrHeaders : requestHost(hostOrHeaders);
  const shop = host ? await findShopByHost(db, host) : undefined;
  if (!shop) throw shopNotFound(host);
  return shop;
}

/** 404 SHOP_NOT_FOUND for a request whose host (possibly "") names no shop. */
export function shopNotFound(host: string): ApiError {
  return new ApiError(
    404,
    "SHOP_NOT_FOUND",
    host ? `Shop Not Found for host: ${host}` : "Shop Not Found: no host given",
  );
}
