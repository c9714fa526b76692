import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { passwordMatches } from "../../server/account/passwords";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { addOwner } from "../../server/owner/accounts";
import { DEMO_OWNER_EMAIL, demoOwnerNotice } from "../../server/owner/demoOwner";
import { withOwnerScope } from "../../server/owner/ownerScope";
import { fixtureShops, importFixtureShops, openTestDatabase } from "./harness";

const DEMO_SHOPS = [fixtureShops.a.id, fixtureShops.b.id];

describe("the embedded server's demo shop owner", () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase("pglite");
    await importFixtureShops(database.db);
  });
  afterEach(() => database.close());

  async function demoAccount() {
    const { db } = database;
    const account = await withOwnerScope(db, { email: DEMO_OWNER_EMAIL }, (trx) =>
      trx.selectFrom("owner_accounts").select(["id", "password_hash"]).executeTakeFirst(),
    );
    const roles = await Promise.all(
      DEMO_SHOPS.map((shopId) =>
        withShop(db, shopId, (trx) =>
          trx
            .selectFrom("owner_roles")
            .select("role")
            .where("account_id", "=", account?.id ?? "00000000-0000-0000-0000-000000000000")
            .executeTakeFirst(),
        ),
      ),
    );
    return { hash: account?.password_hash, roles: roles.map((row) => row?.role) };
  }

  it("owns every demo shop, with a random password told once; later starts say the account exists", async () => {
    const first = await demoOwnerNotice(database.db, DEMO_SHOPS);
    const password = /password (\S+)/.exec(first ?? "")?.[1] ?? "";
    expect(first).toContain(`e-mail ${DEMO_OWNER_EMAIL} password `);
    expect(first).toContain("npm run owner:add -- --shop HOST --email E-MAIL");
    expect(password.length).toBeGreaterThanOrEqual(20);
    const { hash, roles } = await demoAccount();
    expect(roles).toEqual(["owner", "owner"]);
    expect(await passwordMatches(hash, password)).toBe(true);

    const second = await demoOwnerNotice(database.db, DEMO_SHOPS);
    expect(second).toContain(`${DEMO_OWNER_EMAIL} (its password was shown at the first start`);
    expect(second).not.toContain(password);
    expect((await demoAccount()).hash).toBe(hash);
  });

  it("is never made twice alike: another embedded database gets another password", async () => {
    const first = /password (\S+)/.exec((await demoOwnerNotice(database.db, DEMO_SHOPS)) ?? "")?.[1];
    const other = await openTestDatabase("pglite");
    try {
      await importFixtureShops(other.db);
      const second = /password (\S+)/.exec((await demoOwnerNotice(other.db, DEMO_SHOPS)) ?? "")?.[1];
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  it("is not made when the demo shops have owners already (owner:add before the first start)", async () => {
    for (const shopId of DEMO_SHOPS) {
      await addOwner(database.db, { shopId, email: "me@example.com", password: "my own password", role: "owner" });
    }
    expect(await demoOwnerNotice(database.db, DEMO_SHOPS)).toBeNull();
    expect((await demoAccount()).hash).toBeUndefined();
  });
});
