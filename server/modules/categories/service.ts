import type { Category } from "~/generated/schemas";
import { readShop } from "../../db/shopScope";
import type { ShopRead } from "../tenancy/shopInput";
import { findCategories } from "./repo";

/**
 * The shop's categories with these ids (absent = all of them), ordered by parent, then rank; ids of no category of
 * the shop are left out (GET /api/product-categories).
 */
export const readCategories: ShopRead<{ ids?: readonly number[] }, Category[]> = (db, { shop, lang, ids }) =>
  readShop(db, shop.id, (db) => findCategories(db, shop.id, lang, ids));
