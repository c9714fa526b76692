import type { PageContent } from "~/generated/schemas";
import { jsonb } from "../db/jsonb";
import type { ContentLang } from "../db/schema";

/** The pages rows of one page path, one per language, as an import or a publish writes them. */
export function pageRows(shopId: number, path: string, page: Record<ContentLang, PageContent>) {
  return (["th", "en"] as const).map((lang) => {
    const content = page[lang];
    return {
      shop_id: shopId,
      path,
      lang,
      http_status_code: content.httpStatusCode ?? 200,
      redirect_url: content.redirectUrl ?? null,
      page_setting: jsonb(content.pageSetting ?? {}),
      page_component: jsonb(content.pageComponent),
      page_head: jsonb(content.pageHead),
      other_data: jsonb(content.otherData ?? {}),
    };
  });
}
