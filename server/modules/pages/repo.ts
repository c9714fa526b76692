import type { Kysely } from "kysely";
import type { PageData } from "~/generated/schemas";
import { isPageStatus } from "~/lib/pageStatus";
import type { ContentLang, Database } from "../../db/schema";

/** A stored page in one language: the page data fields the database holds. */
export type StoredPage = Pick<
  PageData,
  "path" | "httpStatusCode" | "redirectUrl" | "pageSetting" | "pageComponent" | "pageHead"
> & { otherData: Record<string, unknown> };

export async function findPage(
  db: Kysely<Database>,
  shopId: number,
  path: string,
  lang: ContentLang,
): Promise<StoredPage | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(["path", "http_status_code", "redirect_url", "page_setting", "page_component", "page_head", "other_data"])
    .where("shop_id", "=", shopId)
    .where("path", "=", path)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return (
    row && {
      path: row.path,
      httpStatusCode: isPageStatus(row.http_status_code) ? row.http_status_code : 200,
      redirectUrl: row.redirect_url,
      pageSetting: row.page_setting,
      pageComponent: row.page_component,
      pageHead: row.page_head,
      otherData: row.other_data,
    }
  );
}
