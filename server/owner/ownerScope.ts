import { type Kysely, sql, type Transaction } from "kysely";
import { SCOPE_MARK } from "../db/pipelinedScope";
import type { Database } from "../db/schema";

/**
 * The settings the owner tables' row-level security reads (migration 012): app.owner_id opens one account's rows
 * (its sessions, its roles across shops, its shops' names and hosts), app.owner_email one account to sign in to,
 * app.owner_session one session by its token's hash. Shop-owned rows still need app.shop_id (withShop).
 */
export interface OwnerScope {
  ownerId?: string;
  email?: string;
  sessionHash?: string;
}

const SETTING_OF: Record<keyof OwnerScope, string> = {
  ownerId: "app.owner_id",
  email: "app.owner_email",
  sessionHash: "app.owner_session",
};

/** Runs `work` on a transaction that sees the owner rows `scope` opens (set with SET LOCAL: never outlives it). */
export function withOwnerScope<T>(
  db: Kysely<Database>,
  scope: OwnerScope,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const settings = Object.entries(scope).filter(([, value]) => value !== undefined) as [keyof OwnerScope, string][];
  const scoped = async (trx: Transaction<Database>) => {
    for (const [name, value] of settings)
      await sql`${sql.raw(SCOPE_MARK)}SELECT set_config(${SETTING_OF[name]}, ${value}, true)`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? scoped(db as Transaction<Database>) : db.transaction().execute(scoped);
}
