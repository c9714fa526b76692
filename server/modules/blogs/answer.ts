import type { Blog, BlogsQuery } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import type { AnswerDeps, AnswerRequest } from "../http/answerRequest";
import { resolveLang } from "../lang/resolveLang";
import { findBlogs } from "./repo";

/** GET /api/blogs?limit=: the shop's blog posts, newest first, without content; limit 1-99 (default all). */
export async function blogsAnswer({ db, validateQuery }: AnswerDeps, request: AnswerRequest): Promise<Blog[]> {
  const query = validateQuery<BlogsQuery>("api/blogs-query.schema.json", request.query);
  const shop = await request.shop();
  const limit = query.limit === undefined ? undefined : Number(query.limit);
  const lang = resolveLang(query.lang, request.langHeader, shop.defaultLang);
  return withShop(db, shop.id, (db) => findBlogs(db, shop.id, lang, { limit }));
}
