import type { Kysely } from "kysely";
import type { BaseData } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";

export async function findBase(db: Kysely<Database>, shopId: number, lang: ContentLang): Promise<BaseData | undefined> {
  const row = await db
    .selectFrom("shop_bases")
    .select("data")
    .where("shop_id", "=", shopId)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return row?.data;
}

/** The base of a shop that exists: a missing one is a data error (500), not a client error. */
export async function requireBase(db: Kysely<Database>, shopId: number, lang: ContentLang): Promise<BaseData> {
  const base = await findBase(db, shopId, lang);
  if (!base) throw new Error(`shop ${shopId} has no base data in ${lang}`);
  return base;
}
