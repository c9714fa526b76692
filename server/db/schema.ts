import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { BaseData, PageHead, PageSetting, Zone } from "~/generated/schemas";

/** Languages that have content of their own ("cn" is served in English). */
export type ContentLang = "th" | "en";

/** jsonb columns: read as parsed JSON, written as a JSON string (cast with `::jsonb`). */
type Json<T extends object> = JSONColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ShopsTable {
  id: number;
  web_name: string;
  name: string;
  default_lang: ContentLang;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopHostsTable {
  host: string;
  shop_id: number;
}

export interface ShopBasesTable {
  shop_id: number;
  lang: ContentLang;
  data: Json<BaseData>;
  updated_at: Timestamp;
}

export interface PagesTable {
  shop_id: number;
  path: string;
  lang: ContentLang;
  http_status_code: ColumnType<number, number | undefined, number>;
  redirect_url: string | null;
  page_setting: Json<PageSetting>;
  page_component: Json<Zone>;
  page_head: Json<PageHead>;
  other_data: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface Database {
  shops: ShopsTable;
  shop_hosts: ShopHostsTable;
  shop_bases: ShopBasesTable;
  pages: PagesTable;
  schema_migrations: SchemaMigrationsTable;
}
