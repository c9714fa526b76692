import { sql, type Transaction } from "kysely";
import type { BaseData, PageContent } from "~/generated/schemas";
import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";
import { jsonb } from "../db/jsonb";
import { pageRows } from "../shops/pageRows";
import type { ContentLang, Database, OwnerDocumentType } from "../db/schema";
import { basePartOf, withBasePart } from "./baseParts";
import { CONTENT_LANGS } from "./documentProblems";
import { OwnerApiError } from "./ownerApiError";

/** A document as shoppers see it now: its type, a page's path, and its { th, en } content. */
export interface PublishedDocument {
  type: OwnerDocumentType;
  path: string | null;
  content: Record<ContentLang, object>;
}

/** Every document of the shop as published (the pages and base data an import or a publish wrote). Run inside withShop. */
export async function readPublished(trx: Transaction<Database>, shopId: number): Promise<PublishedDocument[]> {
  const pages = await trx.selectFrom("pages").selectAll().where("shop_id", "=", shopId).orderBy("path").execute();
  const bases = await trx.selectFrom("shop_bases").select(["lang", "data"]).where("shop_id", "=", shopId).execute();
  const documents: PublishedDocument[] = [];
  for (const path of [...new Set(pages.map((page) => page.path))]) {
    const byLang = Object.fromEntries(
      pages
        .filter((page) => page.path === path)
        .map((page) => [
          page.lang,
          {
            httpStatusCode: page.http_status_code,
            redirectUrl: page.redirect_url,
            pageSetting: page.page_setting,
            pageComponent: page.page_component,
            pageHead: page.page_head,
            otherData: page.other_data,
          },
        ]),
    );
    if (byLang.th && byLang.en) documents.push({ type: "page", path, content: { th: byLang.th, en: byLang.en } });
  }
  const base = Object.fromEntries(bases.map((row) => [row.lang, row.data as BaseData]));
  if (base.th && base.en) {
    for (const type of ["header", "footer", "settings"] as const) {
      documents.push({ type, path: null, content: { th: basePartOf(base.th, type), en: basePartOf(base.en, type) } });
    }
  }
  return documents;
}

/**
 * Makes a document's content what shoppers are served (its schema defaults applied: publish's caller validated it).
 * A page replaces its two rows; the header, footer and settings replace their part of the base data. Run inside
 * withShop, in the transaction that records the publish.
 */
export async function writePublished(
  trx: Transaction<Database>,
  shopId: number,
  document: PublishedDocument,
): Promise<void> {
  if (document.type === "page")
    return writePage(trx, shopId, document.path as string, document.content as Record<ContentLang, PageContent>);
  const bases = await trx
    .selectFrom("shop_bases")
    .select(["lang", "data"])
    .where("shop_id", "=", shopId)
    .forUpdate()
    .execute();
  for (const lang of CONTENT_LANGS) {
    const current = (bases.find((row) => row.lang === lang)?.data ?? {}) as BaseData;
    const data = withBasePart(current, document.type, document.content[lang]);
    await trx
      .updateTable("shop_bases")
      .set({ data: jsonb(data), updated_at: sql<Date>`now()` })
      .where("shop_id", "=", shopId)
      .where("lang", "=", lang)
      .execute();
  }
}

async function writePage(
  trx: Transaction<Database>,
  shopId: number,
  path: string,
  content: Record<ContentLang, PageContent>,
) {
  await trx.deleteFrom("pages").where("shop_id", "=", shopId).where("path", "=", path).execute();
  await trx
    .insertInto("pages")
    .values(pageRows(shopId, path, content))
    .execute();
  const over = await trx
    .selectFrom("pages")
    .select(["lang", "json_bytes"])
    .where("shop_id", "=", shopId)
    .where("path", "=", path)
    .where("json_bytes", ">", DOCUMENT_LIMITS.storedPageBytes)
    .execute();
  const [first] = over;
  if (first) {
    throw new OwnerApiError(422, {
      title: "Unprocessable Content",
      detail: `the page is stored as ${first.json_bytes} bytes of JSON (${first.lang}), over ${DOCUMENT_LIMITS.storedPageBytes}`,
      pointer: `/${first.lang}`,
    });
  }
}

/** Shoppers get the 404 page at the path from now on. Run inside withShop. */
export async function removePublishedPage(trx: Transaction<Database>, shopId: number, path: string): Promise<void> {
  await trx.deleteFrom("pages").where("shop_id", "=", shopId).where("path", "=", path).execute();
}
