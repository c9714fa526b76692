import type { Kysely } from "kysely";
import { jsonb } from "../db/jsonb";
import type { Database } from "../db/schema";

/** One write of the owner API: who (the account's e-mail), what (action and target), with details. Run inside withShop. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: { shopId: number; actor: string; action: string; target: string; detail?: object },
): Promise<void> {
  await db
    .insertInto("owner_audit")
    .values({
      shop_id: entry.shopId,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      detail: jsonb(entry.detail ?? {}),
    })
    .execute();
}
