import type { BaseData } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import type { ShopRead } from "../tenancy/shopInput";
import { requireBase } from "./repo";

/** The shop's base data in a language (GET /api/base). */
export const readBase: ShopRead<object, BaseData> = (db, { shop, lang }) =>
  withShop(db, shop.id, (db) => requireBase(db, shop.id, lang));
