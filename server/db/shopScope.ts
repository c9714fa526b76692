import { type Kysely, sql, type Transaction } from "kysely";
import { READ_SCOPE_MARK, SCOPE_MARK } from "./pipelinedScope";
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
  return inScope(db, lookupSettings(key), work);
}

/**
 * Like withShop, for work that only reads: read-only, and on PostgreSQL each statement is a transaction of its own
 * (with the shop set), sent whole in one round trip, so no connection waits mid-transaction on this process
 * (pipelinedScope.ts). Under READ COMMITTED the statements see what they would in one transaction.
 */
export function readShop<T>(
  db: Kysely<Database>,
  shopId: number,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inScope(db, { "app.shop_id": String(shopId) }, work, "read only");
}

/** Reads, as readShop does, the shop (and its host row) that this host or web name names, and nothing else. */
export function readShopLookup<T>(
  db: Kysely<Database>,
  key: { host: string } | { webName: string },
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inScope(db, lookupSettings(key), work, "read only");
}

function lookupSettings(key: { host: string } | { webName: string }): ScopeSettings {
  return "host" in key ? { "app.shop_host": key.host } : { "app.shop_web_name": key.webName };
}

async function inScope<T>(
  db: Kysely<Database>,
  settings: ScopeSettings,
  work: (trx: Transaction<Database>) => Promise<T>,
  access: "read write" | "read only" = "read write",
): Promise<T> {
  const [[name, value]] = Object.entries(settings) as [[string, string]];
  // a read inside a transaction is part of it (whatever that transaction writes)
  const scope =
    access === "read only" && !db.isTransaction
      ? sql`${sql.raw(READ_SCOPE_MARK)}SELECT set_config('transaction_read_only', 'on', true), set_config(${name}, ${value}, true)`
      : sql`${sql.raw(SCOPE_MARK)}SELECT set_config(${name}, ${value}, true)`;
  const scoped = async (trx: Transaction<Database>) => {
    await scope.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? scoped(db as Transaction<Database>) : db.transaction().execute(scoped);
}
