import type { Kysely } from "kysely";
import type { ContentLang, Database } from "../../db/schema";

export interface ShopRecord {
  id: number;
  webName: string;
  name: string;
  defaultLang: ContentLang;
}

export async function findShopByHost(db: Kysely<Database>, host: string): Promise<ShopRecord | undefined> {
  const row = await db
    .selectFrom("shop_hosts")
    .innerJoin("shops", "shops.id", "shop_hosts.shop_id")
    .select(["shops.id", "shops.web_name", "shops.name", "shops.default_lang"])
    .where("shop_hosts.host", "=", host)
    .executeTakeFirst();
  return row && { id: row.id, webName: row.web_name, name: row.name, defaultLang: row.default_lang };
}
