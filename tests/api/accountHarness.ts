import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../server/db/schema";
import { withShop } from "../../server/db/shopScope";
import { createSession } from "../../server/modules/auth/sessions";
import { SESSION_COOKIE } from "../../server/modules/auth/sessionToken";

/** A logged-in shopper of one shop: its account id, session token and the Cookie header that carries it. */
export interface TestLogin {
  accountId: string;
  email: string;
  token: string;
  cookie: string;
}

/**
 * An account of this shop (created directly in the database, with a password hash nobody can log in with) and a
 * fresh session of it: what the account service leaves behind after a log-in.
 */
export async function loggedInShopper(
  db: Kysely<Database>,
  shopId: number,
  email = `shopper-${randomUUID()}@example.test`,
): Promise<TestLogin> {
  return withShop(db, shopId, async (trx) => {
    const existing = await trx
      .selectFrom("accounts")
      .select("id")
      .where("shop_id", "=", shopId)
      .where("email", "=", email)
      .executeTakeFirst();
    const accountId = existing?.id ?? randomUUID();
    if (!existing) {
      await trx
        .insertInto("accounts")
        .values({ shop_id: shopId, id: accountId, email, name: "Test Shopper", password_hash: "!" })
        .execute();
    }
    const token = await createSession(trx, shopId, accountId);
    return { accountId, email, token, cookie: `${SESSION_COOKIE}=${token}` };
  });
}
