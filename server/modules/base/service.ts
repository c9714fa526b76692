import type { BaseData } from "~/generated/schemas";
import { readShop } from "../../db/shopScope";
import type { ShopRead } from "../tenancy/shopInput";
import { requireBase } from "./repo";

/** The shop's base data in a language (GET /api/base). */
export const readBase: ShopRead<object, BaseData> = (db, { shop, lang }) =>
  readShop(db, shop.id, (db) => requireBase(db, shop.id, lang));
