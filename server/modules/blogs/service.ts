import type { Blog } from "~/generated/schemas";
import { readShop } from "../../db/shopScope";
import { invalidRequest } from "../http/apiError";
import type { ShopRead } from "../tenancy/shopInput";
import { findBlogs } from "./repo";

/** The most posts one read may ask for (schemas/api/blogs-query: limit 1-99). */
const MAX_LIMIT = 99;

/** The shop's blog posts, newest first, without content; at most `limit` (1-99) of them, else all (GET /api/blogs). */
export const readBlogs: ShopRead<{ limit?: number }, Blog[]> = (db, { shop, lang, limit }) => {
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT)) {
    throw invalidRequest([{ field: "limit", message: `limit must be a whole number from 1 to ${MAX_LIMIT}` }]);
  }
  return readShop(db, shop.id, (db) => findBlogs(db, shop.id, lang, { limit }));
};
