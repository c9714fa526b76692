import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Whether an account is a member of the shop's membership (§6: member_flag '1'): it has a membership row that has
 * not been left (migration 006). Run inside withShop.
 */
export async function isMember(db: Kysely<Database>, shopId: number, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom("memberships")
    .select("account_id")
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .where("left_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}
