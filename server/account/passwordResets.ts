import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashSessionToken, newSessionToken } from "../modules/auth/sessionToken";
import { changePassword } from "./accounts";

/** A reset link opens for an hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many links of one account open at once: asking again sends none (no mailbox flooded). */
export const OPEN_RESETS_MAX = 3;

/**
 * A new reset token of the account (its hash stored, the token returned for the link), or null when the account has
 * OPEN_RESETS_MAX open already. Expired ones are cleared first. Run it inside withShop.
 */
export async function createPasswordReset(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
  now: Date,
): Promise<string | null> {
  const ofAccount = db.deleteFrom("password_resets").where("shop_id", "=", shopId).where("account_id", "=", accountId);
  await ofAccount.where("expires_at", "<=", now).execute();
  const open = await db
    .selectFrom("password_resets")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .executeTakeFirstOrThrow();
  if (Number(open.count) >= OPEN_RESETS_MAX) return null;
  const token = newSessionToken();
  await db
    .insertInto("password_resets")
    .values({
      shop_id: shopId,
      token_hash: hashSessionToken(token),
      account_id: accountId,
      expires_at: new Date(now.getTime() + RESET_TTL_MS),
    })
    .execute();
  return token;
}

/** The account an open (unexpired) reset token belongs to, or undefined. Run it inside withShop. */
export async function accountOfReset(
  db: Kysely<Database>,
  shopId: number,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("password_resets")
    .select("account_id")
    .where("shop_id", "=", shopId)
    .where("token_hash", "=", hashSessionToken(token))
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.account_id;
}

/**
 * Sets the account's new password through an open reset token, once: every reset link of the account closes and
 * every session of it ends. Returns the account, or undefined when the token is not open (used, expired, unknown).
 * Run it inside withShop (one transaction: two posts of one link set one password).
 */
export async function resetPassword(
  db: Kysely<Database>,
  shopId: number,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<string | undefined> {
  const used = await db
    .deleteFrom("password_resets")
    .where("shop_id", "=", shopId)
    .where("token_hash", "=", hashSessionToken(token))
    .where("expires_at", ">", now)
    .returning("account_id")
    .executeTakeFirst();
  if (!used) return undefined;
  await db
    .deleteFrom("password_resets")
    .where("shop_id", "=", shopId)
    .where("account_id", "=", used.account_id)
    .execute();
  await changePassword(db, shopId, used.account_id, passwordHash);
  return used.account_id;
}
