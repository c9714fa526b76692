import { type Kysely, sql } from "kysely";
import { ADDRESS_FAILURE_LIMIT, EMAIL_FAILURE_LIMIT, FAILURE_WINDOW_MS } from "../account/constants";
import type { Database } from "../db/schema";
import { clientNetwork } from "../http/clientAddress";

/** What owner sign-ins are counted by: the e-mail tried and the client's network, with the shoppers' limits. */
function keysOf(email: string, address: string) {
  return [
    { key: `email:${email}`, limit: EMAIL_FAILURE_LIMIT },
    { key: `address:${clientNetwork(address)}`, limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/**
 * Counts a sign-in as failed against each key before its password is checked (simultaneous attempts cannot all
 * pass a check made before any failed); a success or an attempt never checked is taken back. Answers the end of
 * the window of a key this attempt takes over its limit, else null.
 */
export async function countSignIn(
  db: Kysely<Database>,
  email: string,
  address: string,
  now: Date,
): Promise<Date | null> {
  let until: Date | null = null;
  const windowOpenSince = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const { key, limit } of keysOf(email, address)) {
    const { rows } = await sql<{ failures: number; window_started_at: Date }>`
      INSERT INTO owner_login_failures AS f (key, window_started_at, failures) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN f.window_started_at > ${windowOpenSince} THEN f.failures + 1 ELSE 1 END,
        window_started_at = CASE WHEN f.window_started_at > ${windowOpenSince} THEN f.window_started_at ELSE ${now} END
      RETURNING failures, window_started_at`.execute(db);
    const row = rows[0];
    if (row && row.failures > limit) {
      const end = new Date(new Date(row.window_started_at).getTime() + FAILURE_WINDOW_MS);
      if (!until || end > until) until = end;
    }
  }
  return until;
}

/** A sign-in that succeeded forgets the e-mail's failures and no longer counts against the network. */
export async function forgetSignIn(db: Kysely<Database>, email: string, address: string): Promise<void> {
  const [emailKey, addressKey] = keysOf(email, address).map(({ key }) => key);
  if (emailKey) await db.deleteFrom("owner_login_failures").where("key", "=", emailKey).execute();
  if (addressKey) await uncountSignIn(db, [addressKey]);
}

/** A sign-in never checked (password hashing was busy) counts against nothing. */
export function takeBackSignIn(db: Kysely<Database>, email: string, address: string): Promise<void> {
  return uncountSignIn(
    db,
    keysOf(email, address).map(({ key }) => key),
  );
}

async function uncountSignIn(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db
    .updateTable("owner_login_failures")
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where("key", "in", keys)
    .execute();
}
