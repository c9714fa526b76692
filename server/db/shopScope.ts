import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * The settings the row-level security policies read (migration 004): app.shop_id scopes every shop-owned table to
 * one shop; app.shop_host and app.shop_web_name open only the directory row(s) of one host or web name, the way in
 * before the shop is known.
 */
type ScopeSettings = { "app.shop_id": string } | { "app.shop_host": string } | { "app.shop_web_name": string };

/**
 * Runs `work` on a transaction that sees and may write only this shop's rows: the shop is set with set_config(…,
 * true), i.e. SET LOCAL, so it ends with the transaction and never outlives it on a pooled connection. Inside a
 * transaction already, the shop is set in it (the caller's transaction is the scope).
 */
export function withShop<T>(
  db: Kysely<Database>,
  shopId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inScope(db, { "app.shop_id": String(shopId) }, work);
}

/** Runs `work` on a transaction that sees only the shop (and its host row) that this host or web name names. */
export function withShopLookup<T>(
  db: Kysely<Database>,
  key: { host: string } | { webName: string },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inScope(db, "host" in key ? { "app.shop_host": key.host } : { "app.shop_web_name": key.webName }, work);
}

async function inScope<T>(
  db: Kysely<Database>,
  settings: ScopeSettings,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const [[name, value]] = Object.entries(settings) as [[string, string]];
  const scoped = async (trx: Transaction<Database>) => {
    await sql`SELECT set_config(${name}, ${value}, true)`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? scoped(db as Transaction<Database>) : db.transaction().execute(scoped);
}
