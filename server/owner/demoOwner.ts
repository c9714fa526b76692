import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import { addOwner } from "./accounts";
import { withOwnerScope } from "./ownerScope";

/** The owner account the embedded server makes for its demo shops (README "Sign in to the editor"). */
export const DEMO_OWNER_EMAIL = "owner@demo.localhost";

/**
 * Gives the demo owner each demo shop that no account holds a role in, making the account with a random password
 * (never a fixed one: `npm start` may be a real deployment) when it does not exist. Answers what to print at start:
 * the password once, when the account is made now; that it exists afterwards; nothing when the demo shops are
 * someone else's (owner:add before the first start).
 */
export async function demoOwnerNotice(db: Kysely<Database>, demoShopIds: number[]): Promise<string | null> {
  const unowned: number[] = [];
  for (const shopId of demoShopIds) if (!(await hasOwner(db, shopId))) unowned.push(shopId);
  const password = randomBytes(15).toString("base64url"); // 20 characters, 120 bits
  let created = false;
  for (const shopId of unowned) {
    const added = await addOwner(db, { shopId, email: DEMO_OWNER_EMAIL, password, role: "owner" });
    created ||= added.created;
  }
  const addAnother =
    "add another with: npm run owner:add -- --shop HOST --email E-MAIL (README, Sign in to the editor)";
  if (created) {
    return (
      `Demo shops' owner account, shown this once: e-mail ${DEMO_OWNER_EMAIL} password ${password}\n` +
      `  (sign in on the editor; ${addAnother})`
    );
  }
  if (!(await accountExists(db, DEMO_OWNER_EMAIL))) return null;
  return `Demo shops' owner account: ${DEMO_OWNER_EMAIL} (its password was shown at the first start; ${addAnother})`;
}

async function hasOwner(db: Kysely<Database>, shopId: number): Promise<boolean> {
  const role = await withShop(db, shopId, (trx) =>
    trx.selectFrom("owner_roles").select("account_id").limit(1).executeTakeFirst(),
  );
  return role !== undefined;
}

async function accountExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const account = await withOwnerScope(db, { email }, (trx) =>
    trx.selectFrom("owner_accounts").select("id").where("email", "=", email).executeTakeFirst(),
  );
  return account !== undefined;
}
