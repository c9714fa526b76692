import type { BaseData, BaseQuery } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import type { AnswerDeps, AnswerRequest } from "../http/answerRequest";
import { resolveLang } from "../lang/resolveLang";
import { requireBase } from "./repo";

/** GET /api/base: the shop's base data in the request's language. */
export async function baseAnswer({ db, validateQuery }: AnswerDeps, request: AnswerRequest): Promise<BaseData> {
  const query = validateQuery<BaseQuery>("api/base-query.schema.json", request.query);
  const shop = await request.shop();
  const lang = resolveLang(query.lang, request.langHeader, shop.defaultLang);
  return withShop(db, shop.id, (db) => requireBase(db, shop.id, lang));
}
