import type { CategoriesQuery, Category } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import type { AnswerDeps, AnswerRequest } from "../http/answerRequest";
import { resolveLang } from "../lang/resolveLang";
import { findCategories } from "./repo";

/**
 * GET /api/product-categories?category_ids=1,2: the shop's categories with these ids (absent = all of them),
 * ordered by parent, then rank. Ids of no category of the shop are left out.
 */
export async function categoriesAnswer({ db, validateQuery }: AnswerDeps, request: AnswerRequest): Promise<Category[]> {
  const query = validateQuery<CategoriesQuery>("api/categories-query.schema.json", request.query);
  const ids = query.category_ids?.split(",").map(Number);
  const shop = await request.shop();
  const lang = resolveLang(query.lang, request.langHeader, shop.defaultLang);
  return withShop(db, shop.id, (db) => findCategories(db, shop.id, lang, ids));
}
