import type { Kysely } from "kysely";
import type { PageData } from "~/generated/schemas";
import { isPageStatus } from "~/lib/pageStatus";
import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";
import type { ContentLang, Database } from "../../db/schema";
import { ApiError } from "../http/apiError";

/** A stored page in one language: the page data fields the database holds. */
export type StoredPage = Pick<
  PageData,
  "path" | "httpStatusCode" | "redirectUrl" | "pageSetting" | "pageComponent" | "pageHead"
> & { otherData: Record<string, unknown> };

/**
 * The stored page, or undefined. Its size (pages.json_bytes, kept by the database) is read first: a page over
 * DOCUMENT_LIMITS.storedPageBytes, written behind the import's back, is a 422 PAGE_OVER_LIMITS without its JSON ever
 * being read. 422, not 5xx: the stored data is at fault, so the storefront over API_ORIGIN neither retries it nor
 * counts it against the API's circuit breaker.
 */
export async function findPage(
  db: Kysely<Database>,
  shopId: number,
  path: string,
  lang: ContentLang,
): Promise<StoredPage | undefined> {
  const thePage = db
    .selectFrom("pages")
    .where("shop_id", "=", shopId)
    .where("path", "=", path)
    .where("lang", "=", lang);
  const size = await thePage.select("json_bytes").executeTakeFirst();
  if (!size) return undefined;
  if (size.json_bytes > DOCUMENT_LIMITS.storedPageBytes) throw pageOverLimits(path, lang, size.json_bytes);
  const row = await thePage
    .select(["path", "http_status_code", "redirect_url", "page_setting", "page_component", "page_head", "other_data"])
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

function pageOverLimits(path: string, lang: ContentLang, bytes: number): ApiError {
  const [size, limit] = [bytes, DOCUMENT_LIMITS.storedPageBytes].map((value) => value.toLocaleString("en-US"));
  return new ApiError(
    422,
    "PAGE_OVER_LIMITS",
    `Page ${path} (${lang}) is stored as ${size} bytes of JSON; at most ${limit} are read`,
  );
}
