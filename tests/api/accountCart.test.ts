import { describe, expect, it } from "vitest";
import type { AuthCheckResponse } from "~/generated/schemas";
import { withShop } from "../../server/db/shopScope";
import { createSession } from "../../server/modules/auth/sessions";
import { SESSION_TTL_MS } from "../../server/modules/auth/sessionToken";
import { loggedInShopper, type TestLogin } from "./accountHarness";
import { cartClient, cartProducts as P, expectCart, expectCartError, linesOf, useCartApi } from "./cartHarness";
import { dbKinds, fixtureShops, getJson, schemaErrors } from "./harness";

/** A logged-in shopper's cart (§4, §6): the account's cart, the log-in merge of a guest cart, ALREADY_OWNED (§8). */
describe.each(dbKinds)("account carts on %s", (kind) => {
  const api = useCartApi(kind);
  const shopA = cartClient(api, fixtureShops.a.host);
  const login = () => loggedInShopper(api.db, fixtureShops.a.id);
  const as = (shopper: TestLogin) => ({ Cookie: shopper.cookie });

  async function cartOwner(cartId: string) {
    return withShop(api.db, fixtureShops.a.id, (db) =>
      db.selectFrom("carts").select(["user_id", "status"]).where("id", "=", cartId).executeTakeFirstOrThrow(),
    );
  }

  it("answers the session's user to auth/check, NO_AUTH without one, and NO_AUTH on another shop's host", async () => {
    const shopper = await login();
    const check = (host: string, headers: Record<string, string>) =>
      getJson(`${api.url}/api/x4/auth/check`, { "X-Nuxt-Host": host, ...headers });
    const answer = await check(fixtureShops.a.host, as(shopper));
    expect(answer.status).toBe(200);
    expect(schemaErrors("api/auth-check-response.schema.json", answer.body)).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((answer.body as AuthCheckResponse).data.user).toEqual({
      id: shopper.accountId,
      email: shopper.email,
      name: "Test Shopper",
    });
    expect((await check(fixtureShops.a.host, { "X-App-Access-Token": shopper.token })).status).toBe(200);
    // a guest is no error (status 200), but the envelope says NO_AUTH
    expectCartError(await check(fixtureShops.a.host, {}), 200, "NO_AUTH");
    expectCartError(await check(fixtureShops.b.host, as(shopper)), 200, "NO_AUTH");
    expectCartError(await check(fixtureShops.a.host, { Cookie: "sf_session=forged" }), 200, "NO_AUTH");
  });

  it("ends a session after 30 days, and a new log-in clears the account's expired sessions away", async () => {
    const shopper = await login();
    const longAgo = new Date(Date.now() - SESSION_TTL_MS - 1000);
    const expired = await withShop(api.db, fixtureShops.a.id, (db) =>
      createSession(db, fixtureShops.a.id, shopper.accountId, longAgo),
    );
    const check = (token: string) =>
      getJson(`${api.url}/api/x4/auth/check`, { "X-Nuxt-Host": fixtureShops.a.host, Cookie: `sf_session=${token}` });
    expectCartError(await check(expired), 200, "NO_AUTH");
    expect((await check(shopper.token)).status).toBe(200);
    await loggedInShopper(api.db, fixtureShops.a.id, shopper.email); // a new log-in of the account
    const sessions = await withShop(api.db, fixtureShops.a.id, (db) =>
      db.selectFrom("account_sessions").select("expires_at").where("account_id", "=", shopper.accountId).execute(),
    );
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(new Date(session.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it("keeps a logged-in shopper's lines in the account's one cart, without credentials", async () => {
    const shopper = await login();
    const empty = expectCart(await shopA.get({}, as(shopper)));
    expect(empty.cart_secret).toBeNull();
    expect(empty.items).toEqual([]);
    const added = expectCart(
      await shopA.post(
        "update_items",
        { items: [{ uuid: P.sencha, quantity: 2 }], remove_items: [], lang_key: "en" },
        as(shopper),
      ),
    );
    expect(added.cart_id).toBe(empty.cart_id);
    expect(linesOf(added)).toEqual([[P.sencha, 2]]);
    // checkoutByItems while logged in sets the items on the account's cart, it creates no guest cart
    const again = expectCart(
      await shopA.post("checkoutByItems", { items: [{ uuid: P.sampler, quantity: 1 }], lang_key: "en" }, as(shopper)),
    );
    expect(again.cart_id).toBe(empty.cart_id);
    expect(linesOf(again)).toEqual([
      [P.sencha, 2],
      [P.sampler, 1],
    ]);
    // a second session of the same account sees the same cart
    const elsewhere = await loggedInShopper(api.db, fixtureShops.a.id, shopper.email);
    expect(linesOf(expectCart(await shopA.get({}, as(elsewhere))))).toEqual(linesOf(again));
    expect((await cartOwner(empty.cart_id)).user_id).toBe(shopper.accountId);
  });

  it("takes a guest cart over at log-in when the account has none; its credentials are ALREADY_OWNED then", async () => {
    const guest = await shopA.create([{ uuid: P.sencha, quantity: 3 }]);
    const shopper = await login();
    const credentials = { cart_id: guest.cart_id, cart_secret: guest.cart_secret };
    const merged = expectCart(await shopA.get(credentials, as(shopper)));
    expect(merged.cart_id).toBe(guest.cart_id);
    expect(merged.cart_secret).toBeNull();
    expect(linesOf(merged)).toEqual([[P.sencha, 3]]);
    expect(await cartOwner(guest.cart_id)).toEqual({ user_id: shopper.accountId, status: "open" });
    expectCartError(await shopA.get(credentials), 403, "ALREADY_OWNED");
    expectCartError(
      await shopA.post("update_items", { items: [], remove_items: [P.sencha], lang_key: "en", ...credentials }),
      403,
      "ALREADY_OWNED",
    );
    // sent again (a retry after log-in), nothing changes
    expect(linesOf(expectCart(await shopA.get(credentials, as(shopper))))).toEqual([[P.sencha, 3]]);
  });

  it("merges a guest cart into the account's: quantities summed per product, capped by stock and maximum order", async () => {
    const shopper = await login();
    const account = expectCart(
      await shopA.post(
        "update_items",
        {
          items: [
            { uuid: P.sencha, quantity: 15 }, // max 20
            { uuid: P.houseBlend, quantity: 2 }, // stock 3
          ],
          remove_items: [],
          lang_key: "en",
        },
        as(shopper),
      ),
    );
    const guest = await shopA.create([
      { uuid: P.houseBlend, quantity: 2 },
      { uuid: P.sampler, quantity: 4 },
      { uuid: P.sencha, quantity: 10 },
    ]);
    const merged = expectCart(await shopA.get({ cart_id: guest.cart_id, cart_secret: guest.cart_secret }, as(shopper)));
    expect(merged.cart_id).toBe(account.cart_id);
    expect(linesOf(merged)).toEqual([
      [P.sencha, 20],
      [P.houseBlend, 3],
      [P.sampler, 4],
    ]);
    expect(await cartOwner(guest.cart_id)).toEqual({ user_id: shopper.accountId, status: "merged" });
    expectCartError(await shopA.get({ cart_id: guest.cart_id, cart_secret: guest.cart_secret }), 403, "ALREADY_OWNED");
  });

  it("merges only on the storefront's own call (X-Nuxt-Host): a cross-site link cannot push a cart into an account", async () => {
    const shopper = await login();
    const guest = await shopA.create([{ uuid: P.sampler, quantity: 2 }]);
    const query = new URLSearchParams({ cart_id: guest.cart_id, cart_secret: guest.cart_secret });
    // as a top-level navigation from another site sends it: the shop's Host, the Lax session cookie, no X-Nuxt-Host
    const crossSite = await getJson(`${api.url}/api/x4/cart/get?${query}`, {
      Host: fixtureShops.a.host,
      Cookie: shopper.cookie,
    });
    expectCartError(crossSite, 403, "CROSS_SITE_REQUEST");
    expect(await cartOwner(guest.cart_id)).toEqual({ user_id: null, status: "open" });
    expect(expectCart(await shopA.get({}, as(shopper))).items).toEqual([]);
  });

  it("gives an account one open cart when a log-in merge and a first change of another tab race", async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = await login();
      const guest = await shopA.create([{ uuid: P.sampler, quantity: 1 }]);
      const [merged, changed] = await Promise.all([
        shopA.get({ cart_id: guest.cart_id, cart_secret: guest.cart_secret }, as(shopper)),
        shopA.post(
          "update_items",
          { items: [{ uuid: P.sencha, quantity: 1 }], remove_items: [], lang_key: "en" },
          as(shopper),
        ),
      ]);
      expect(expectCart(merged).cart_id).toBe(expectCart(changed).cart_id);
      const open = await withShop(api.db, fixtureShops.a.id, (db) =>
        db
          .selectFrom("carts")
          .select("id")
          .where("user_id", "=", shopper.accountId)
          .where("status", "=", "open")
          .execute(),
      );
      expect(open).toHaveLength(1);
      expect(
        linesOf(expectCart(await shopA.get({}, as(shopper))))
          .map(([uuid]) => uuid)
          .sort(),
      ).toEqual([P.sampler, P.sencha].sort());
    }
  });

  it("refuses to merge another account's cart (ALREADY_OWNED) or a wrong secret (INVALID), keeping the account's", async () => {
    const first = await login();
    const guest = await shopA.create([{ uuid: P.sampler, quantity: 1 }]);
    const credentials = { cart_id: guest.cart_id, cart_secret: guest.cart_secret };
    expectCart(await shopA.get(credentials, as(first)));
    const second = await login();
    expectCartError(await shopA.get(credentials, as(second)), 403, "ALREADY_OWNED");
    expectCartError(
      await shopA.get({ cart_id: guest.cart_id, cart_secret: "x".repeat(43) }, as(second)),
      403,
      "INVALID_CART_CREDENTIALS",
    );
    expect(expectCart(await shopA.get({}, as(second))).items).toEqual([]);
  });

  it("answers NO_AUTH to a call with neither a session nor credentials, and to another shop's session", async () => {
    const shopper = await login();
    expectCartError(await shopA.get({}), 401, "NO_AUTH");
    const shopB = cartClient(api, fixtureShops.b.host);
    expectCartError(await shopB.get({}, as(shopper)), 401, "NO_AUTH");
  });
});
