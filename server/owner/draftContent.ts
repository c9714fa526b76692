import { isRecord } from "~/lib/isRecord";
import type { Kysely } from "kysely";
import type { BaseData } from "~/generated/schemas";
import type { ContentLang, Database } from "../db/schema";
import { readShop } from "../db/shopScope";
import { requireBase } from "../modules/base/repo";
import type { StoredPage } from "../modules/pages/repo";
import type { ShopInput } from "../modules/tenancy/shopInput";
import { type BaseDocumentType, withBasePart } from "./baseParts";

/**
 * The draft of the page at `path` in `lang` as a stored page, for a preview that asked for drafts; undefined when the
 * shop has no draft there (the published page, if any, is shown). Run inside withShop.
 */
export async function findDraftPage(
  db: Kysely<Database>,
  shopId: number,
  path: string,
  lang: ContentLang,
): Promise<StoredPage | undefined> {
  const row = await db
    .selectFrom("owner_documents")
    .select("draft")
    .where("shop_id", "=", shopId)
    .where("type", "=", "page")
    .where("path", "=", path)
    .executeTakeFirst();
  const page = (row?.draft as Record<string, unknown> | undefined)?.[lang];
  if (!isRecord(page)) return undefined;
  // a draft is saved even when invalid: what the page needs to render is there whatever it holds (its problems are
  // the owner API's and the preview's to report)
  const { pageHead, pageComponent, ...rest } = page;
  return {
    path,
    httpStatusCode: 200,
    redirectUrl: null,
    pageSetting: {},
    otherData: {},
    ...rest,
    pageHead: isRecord(pageHead) ? pageHead : { title: "" },
    pageComponent: isRecord(pageComponent) && Array.isArray(pageComponent.children) ? pageComponent : { children: [] },
  } as unknown as StoredPage; // unchecked: the nodes go through normalizeTree, the head through screenMeta
}

/** The base data as the drafts make it: the header, footer and settings drafts over `published`. Run inside withShop. */
export async function draftBase(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  published: BaseData,
): Promise<BaseData> {
  const rows = await db
    .selectFrom("owner_documents")
    .select(["type", "draft"])
    .where("shop_id", "=", shopId)
    .where("type", "in", ["header", "footer", "settings"])
    .execute();
  let base: BaseData = published;
  for (const row of rows) {
    const part = (row.draft as Record<string, unknown>)[lang];
    if (!isRecord(part)) continue;
    base = withBasePart(base, row.type as BaseDocumentType, part);
  }
  return base;
}

/** The shop's base data in the input's language as its drafts make it (a preview that asked for drafts). */
export function readDraftBase(db: Kysely<Database>, { shop, lang }: ShopInput): Promise<BaseData> {
  return readShop(db, shop.id, async (trx) => draftBase(trx, shop.id, lang, await requireBase(trx, shop.id, lang)));
}
