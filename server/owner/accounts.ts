import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword } from "../account/passwords";
import type { Database, OwnerRole } from "../db/schema";
import { withShop } from "../db/shopScope";
import { withOwnerScope } from "./ownerScope";

/** The least a password of an owner may be: the editor holds a shop's live content. */
export const OWNER_PASSWORD_MIN_LENGTH = 12;

/** An e-mail as accounts store it: trimmed, lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Gives the account of `email` the role in the shop, making the account with `password` when it does not exist
 * (an existing account keeps its password). Answers whether the account was made.
 */
export async function addOwner(
  db: Kysely<Database>,
  { shopId, email, password, role }: { shopId: number; email: string; password: string; role: OwnerRole },
): Promise<{ accountId: string; created: boolean }> {
  const address = normalizeEmail(email);
  const existing = await withOwnerScope(db, { email: address }, (trx) =>
    trx.selectFrom("owner_accounts").select("id").where("email", "=", address).executeTakeFirst(),
  );
  const accountId = existing?.id ?? randomUUID();
  if (!existing) {
    const passwordHash = await hashPassword(password);
    await withOwnerScope(db, { ownerId: accountId }, (trx) =>
      trx.insertInto("owner_accounts").values({ id: accountId, email: address, password_hash: passwordHash }).execute(),
    );
  }
  await withShop(db, shopId, (trx) =>
    trx
      .insertInto("owner_roles")
      .values({ shop_id: shopId, account_id: accountId, role })
      .onConflict((conflict) => conflict.columns(["shop_id", "account_id"]).doUpdateSet({ role }))
      .execute(),
  );
  return { accountId, created: !existing };
}
