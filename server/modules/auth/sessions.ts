import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { hashSessionToken, newSessionToken, SESSION_TTL_MS } from "./sessionToken";

/** The account a session opens, as GET /api/x4/auth/check answers it (data.user). */
export interface SessionAccount {
  id: string;
  email: string;
  name: string;
}

/** The longest token looked up: anything longer is no token of ours (and is not hashed). */
const MAX_TOKEN_LENGTH = 256;

/**
 * A new session of a shop's account; answers its token (the cookie's value). The account's expired sessions go
 * meanwhile, so they do not pile up. Run it inside withShop.
 */
export async function createSession(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
  now = new Date(),
): Promise<string> {
  await db
    .deleteFrom("account_sessions")
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .where("expires_at", "<=", now)
    .execute();
  const token = newSessionToken();
  await db
    .insertInto("account_sessions")
    .values({
      shop_id: shopId,
      token_hash: hashSessionToken(token),
      account_id: accountId,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .execute();
  return token;
}

/** The account an unexpired session of this shop opens; undefined for any other token. Run it inside withShop. */
export async function findSessionAccount(
  db: Kysely<Database>,
  shopId: number,
  token: string,
): Promise<SessionAccount | undefined> {
  if (token === "" || token.length > MAX_TOKEN_LENGTH) return undefined;
  return db
    .selectFrom("account_sessions as session")
    .innerJoin("accounts as account", (join) =>
      join.onRef("account.shop_id", "=", "session.shop_id").onRef("account.id", "=", "session.account_id"),
    )
    .select(["account.id", "account.email", "account.name"])
    .where("session.shop_id", "=", shopId)
    .where("session.token_hash", "=", hashSessionToken(token))
    .where("session.expires_at", ">", new Date())
    .executeTakeFirst();
}

/** Ends a session (log-out); a token that opens nothing is ignored. Run it inside withShop. */
export async function deleteSession(db: Kysely<Database>, shopId: number, token: string): Promise<void> {
  if (token === "" || token.length > MAX_TOKEN_LENGTH) return;
  await db
    .deleteFrom("account_sessions")
    .where("shop_id", "=", shopId)
    .where("token_hash", "=", hashSessionToken(token))
    .execute();
}
