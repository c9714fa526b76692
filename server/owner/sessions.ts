import type { Kysely } from "kysely";
import { HASHING_BUSY_RETRY_AFTER_SECONDS, HashingBusy } from "../account/hashingSlots";
import { passwordMatches } from "../account/passwords";
import type { Database } from "../db/schema";
import { hashSessionToken, newSessionToken } from "../modules/auth/sessionToken";
import { withShop } from "../db/shopScope";
import { normalizeEmail } from "./accounts";
import type { OwnerGrant } from "./grant";
import { notFound, OwnerApiError } from "./ownerApiError";
import { withOwnerScope } from "./ownerScope";
import { countSignIn, forgetSignIn, takeBackSignIn } from "./signInLimits";

/** A session lasts a working week from sign-in; signing in again makes a new one (the cookie is rotated). */
export const OWNER_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

export interface OwnerAccount {
  accountId: string;
  email: string;
}

/**
 * Signs in with an e-mail and password: a new session's token (for the cookie), or 401 (the same for an unknown
 * e-mail and a wrong password), 429 with Retry-After past the shoppers' limits, 503 with Retry-After when password
 * hashing is busy (counted as nothing).
 */
export async function signIn(
  db: Kysely<Database>,
  { email, password, address }: { email: string; password: string; address: string },
  now = new Date(),
): Promise<{ token: string; account: OwnerAccount }> {
  const normalized = normalizeEmail(email);
  const until = await countSignIn(db, normalized, address, now);
  if (until) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    throw new OwnerApiError(
      429,
      { title: "Too Many Requests", detail: "too many failed sign-ins: try again later", field: "email" },
      { "Retry-After": String(seconds) },
    );
  }
  const account = await withOwnerScope(db, { email: normalized }, (trx) =>
    trx.selectFrom("owner_accounts").select(["id", "password_hash"]).where("email", "=", normalized).executeTakeFirst(),
  );
  let matches: boolean;
  try {
    matches = await passwordMatches(account?.password_hash, password);
  } catch (error) {
    if (!(error instanceof HashingBusy)) throw error;
    await takeBackSignIn(db, normalized, address);
    throw new OwnerApiError(
      503,
      { title: "Service Unavailable", detail: "sign-in is busy: try again in a moment" },
      { "Retry-After": String(HASHING_BUSY_RETRY_AFTER_SECONDS) },
    );
  }
  if (!account || !matches) {
    throw new OwnerApiError(401, { title: "Unauthorized", detail: "wrong e-mail or password", field: "password" });
  }
  await forgetSignIn(db, normalized, address);
  const token = newSessionToken();
  await withOwnerScope(db, { ownerId: account.id }, (trx) =>
    trx
      .insertInto("owner_sessions")
      .values({
        token_hash: hashSessionToken(token),
        account_id: account.id,
        expires_at: new Date(now.getTime() + OWNER_SESSION_MS),
      })
      .execute(),
  );
  return { token, account: { accountId: account.id, email: normalized } };
}

/** The account a session token belongs to, while the session lasts; else null. */
export async function sessionAccount(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<OwnerAccount | null> {
  const hash = hashSessionToken(token);
  return withOwnerScope(db, { sessionHash: hash }, async (trx) => {
    const session = await trx
      .selectFrom("owner_sessions")
      .select("account_id")
      .where("token_hash", "=", hash)
      .where("expires_at", ">", now)
      .executeTakeFirst();
    if (!session) return null;
    const account = await withOwnerScope(trx, { ownerId: session.account_id }, (owned) =>
      owned.selectFrom("owner_accounts").select("email").where("id", "=", session.account_id).executeTakeFirst(),
    );
    return account ? { accountId: session.account_id, email: account.email } : null;
  });
}

/** Ends the session of this token (nothing when it has none). */
export async function signOut(db: Kysely<Database>, token: string): Promise<void> {
  const hash = hashSessionToken(token);
  await withOwnerScope(db, { sessionHash: hash }, (trx) =>
    trx.deleteFrom("owner_sessions").where("token_hash", "=", hash).execute(),
  );
}

export interface OwnedShop {
  id: number;
  hosts: string[];
  name: string;
  role: OwnerGrant["role"];
}

/** The shops the account holds a role in, by id. */
export async function ownedShops(db: Kysely<Database>, account: OwnerAccount): Promise<OwnedShop[]> {
  return withOwnerScope(db, { ownerId: account.accountId }, async (trx) => {
    const rows = await trx
      .selectFrom("owner_roles")
      .innerJoin("shops", "shops.id", "owner_roles.shop_id")
      .select(["shops.id", "shops.name", "owner_roles.role"])
      .where("owner_roles.account_id", "=", account.accountId)
      .orderBy("shops.id")
      .execute();
    const hosts = rows.length
      ? await trx
          .selectFrom("shop_hosts")
          .select(["shop_id", "host"])
          .where(
            "shop_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("host")
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      hosts: hosts.filter((host) => host.shop_id === row.id).map((host) => host.host),
    }));
  });
}

/** The account's grant on a shop; 404 when it holds no role there (or the shop does not exist). */
export async function grantOn(db: Kysely<Database>, account: OwnerAccount, shopId: number): Promise<OwnerGrant> {
  const role = await withShop(db, shopId, (trx) =>
    trx
      .selectFrom("owner_roles")
      .select("role")
      .where("shop_id", "=", shopId)
      .where("account_id", "=", account.accountId)
      .executeTakeFirst(),
  );
  if (!role) throw notFound(`no shop ${shopId} among the account's shops`);
  return { ...account, shopId, role: role.role };
}
