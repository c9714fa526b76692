import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Cart, ProductsResponse } from "~/generated/schemas";
import { withShop } from "../../server/db/shopScope";
import {
  cartClient,
  cartProducts as P,
  expectCart,
  expectCartError,
  expectProblems,
  limitShop,
  linesOf,
  useCartApi,
} from "./cartHarness";
import { bulkShop, uuidB } from "./catalogueHarness";
import { dbKinds, fixtureShops, getJson, postJson } from "./harness";

const UNKNOWN_CART = "0f0f0f0f-0000-4000-8000-000000000000";
const WRONG_SECRET = "x".repeat(43);

describe.each(dbKinds)("cart API on %s", (kind) => {
  const api = useCartApi(kind);
  const shopA = cartClient(api, fixtureShops.a.host);
  const shopB = cartClient(api, fixtureShops.b.host);
  const shopC = cartClient(api, bulkShop.host);
  const shopD = cartClient(api, limitShop.host);

  async function batch(uuids: string[], lang: string) {
    const answer = await getJson(`${api.url}/api/products/batch?filter[uuid]=${uuids.join(",")}&lang=${lang}`, {
      "X-Nuxt-Host": fixtureShops.a.host,
    });
    return (answer.body as ProductsResponse).data;
  }

  async function cartRows(shopId: number) {
    const row = await withShop(api.db, shopId, (db) =>
      db
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("shop_id", "=", shopId)
        .executeTakeFirstOrThrow(),
    );
    return Number(row.n);
  }

  describe("round trips", () => {
    it("checkoutByItems creates a guest cart: a uuid, a new secret (only its hash stored), the lines in order", async () => {
      const cart = await shopA.create(
        [
          { uuid: P.sencha, quantity: 2 },
          { uuid: P.matcha50, quantity: 1 },
        ],
        "en",
      );
      expect(cart.cart_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(cart.cart_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(linesOf(cart)).toEqual([
        [P.sencha, 2],
        [P.matcha50, 1],
      ]);
      // each line's product is what GET /api/products/batch answers, in the request language
      expect(cart.items.map((line) => line.product)).toEqual(await batch([P.sencha, P.matcha50], "en"));

      const row = await withShop(api.db, fixtureShops.a.id, (db) =>
        db.selectFrom("carts").selectAll().where("id", "=", cart.cart_id).executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({ shop_id: fixtureShops.a.id, status: "open", lang: "en", user_id: null });
      expect(row.secret_hash).toBe(createHash("sha256").update(cart.cart_secret).digest("hex"));
      expect(JSON.stringify(row)).not.toContain(cart.cart_secret);
    });

    it("two carts never share an id or a secret", async () => {
      const one = await shopA.create([{ uuid: P.sampler, quantity: 1 }]);
      const two = await shopA.create([{ uuid: P.sampler, quantity: 1 }]);
      expect(one.cart_id).not.toBe(two.cart_id);
      expect(one.cart_secret).not.toBe(two.cart_secret);
    });

    it("GET answers the cart with the secret sent, in the query language, else X-Page-Lang, else the shop's", async () => {
      const cart = await shopA.create([{ uuid: P.sencha, quantity: 3 }], "en");
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const th = expectCart(await shopA.get(credentials));
      expect(th).toEqual({
        cart_id: cart.cart_id,
        cart_secret: cart.cart_secret,
        items: [{ uuid: P.sencha, quantity: 3, product: (await batch([P.sencha], "th"))[0] }],
      });
      expect(th.items[0]?.product.name).toBe("ชาเขียวเซนฉะ");
      expect(expectCart(await shopA.get({ ...credentials, lang: "en" })).items[0]?.product.name).toBe(
        "Sencha green tea",
      );
      expect(expectCart(await shopA.get({ ...credentials, lang: "cn" })).items[0]?.product.name).toBe(
        "Sencha green tea",
      );
      expect(expectCart(await shopA.get(credentials, { "X-Page-Lang": "en-US" })).items[0]?.product.name).toBe(
        "Sencha green tea",
      );
      // another host of the same shop reaches the same cart
      const www = cartClient(api, "www.a.test");
      expect(linesOf(expectCart(await www.get(credentials)))).toEqual([[P.sencha, 3]]);
    });

    it("update_items sets absolute quantities: the same body twice gives the same cart", async () => {
      const cart = await shopA.create([{ uuid: P.sencha, quantity: 1 }]);
      const body = {
        items: [
          { uuid: P.sencha, quantity: 4 },
          { uuid: P.sampler, quantity: 2 },
        ],
        remove_items: [],
        lang_key: "en",
        cart_id: cart.cart_id,
        cart_secret: cart.cart_secret,
      };
      const first = expectCart(await shopA.post("update_items", body));
      const second = expectCart(await shopA.post("update_items", body));
      expect(second).toEqual(first);
      expect(linesOf(second)).toEqual([
        [P.sencha, 4],
        [P.sampler, 2],
      ]);
      expect(second.cart_secret).toBe(cart.cart_secret);
      expect(expectCart(await shopA.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret, lang: "en" }))).toEqual(
        second,
      );
    });

    it("update_items: new lines go last, changed lines keep their place, remove_items are deleted", async () => {
      const cart = await shopA.create([
        { uuid: P.sencha, quantity: 1 },
        { uuid: P.sampler, quantity: 1 },
        { uuid: P.earlGrey, quantity: 1 },
      ]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const changed = expectCart(
        await shopA.post("update_items", {
          items: [
            { uuid: P.houseBlend, quantity: 2 },
            { uuid: P.sencha, quantity: 7 },
          ],
          remove_items: [P.sampler, P.hamper], // a line the cart does not hold is fine
          lang_key: "th",
          ...credentials,
        }),
      );
      expect(linesOf(changed)).toEqual([
        [P.sencha, 7],
        [P.earlGrey, 1],
        [P.houseBlend, 2],
      ]);
      expect(changed.items[0]?.product.name).toBe("ชาเขียวเซนฉะ");
      const row = await withShop(api.db, fixtureShops.a.id, (db) =>
        db
          .selectFrom("carts")
          .select(["lang", "created_at", "updated_at"])
          .where("id", "=", cart.cart_id)
          .executeTakeFirstOrThrow(),
      );
      expect(row.lang).toBe("th");
      expect(new Date(row.updated_at).getTime()).toBeGreaterThan(new Date(row.created_at).getTime());

      // removing the last lines leaves an empty cart, still usable
      const empty = expectCart(
        await shopA.post("update_items", {
          items: [],
          remove_items: [P.sencha, P.earlGrey, P.houseBlend],
          lang_key: "en",
          ...credentials,
        }),
      );
      expect(empty.items).toEqual([]);
      const again = expectCart(
        await shopA.post("update_items", {
          items: [{ uuid: P.sampler, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          ...credentials,
        }),
      );
      expect(linesOf(again)).toEqual([[P.sampler, 1]]);
    });

    it("accepts uuids in upper case and answers them as the database writes them", async () => {
      const cart = await shopA.create([{ uuid: P.sencha.toUpperCase(), quantity: 1 }]);
      expect(linesOf(cart)).toEqual([[P.sencha, 1]]);
      const changed = expectCart(
        await shopA.post("update_items", {
          items: [{ uuid: P.sencha.toUpperCase(), quantity: 2 }],
          remove_items: [],
          lang_key: "en",
          cart_id: cart.cart_id.toUpperCase(),
          cart_secret: cart.cart_secret,
        }),
      );
      expect(changed.cart_id).toBe(cart.cart_id);
      expect(linesOf(changed)).toEqual([[P.sencha, 2]]);
    });

    it("update (hand-off) makes the cart exactly the list: lines not listed removed, kept lines keep their place", async () => {
      const cart = await shopA.create([
        { uuid: P.sencha, quantity: 1 },
        { uuid: P.sampler, quantity: 1 },
        { uuid: P.earlGrey, quantity: 1 },
      ]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const updated = expectCart(
        await shopA.post("update", {
          items: [
            { uuid: P.houseBlend, quantity: 1 },
            { uuid: P.earlGrey, quantity: 5 },
            { uuid: P.sencha, quantity: 2 },
          ],
          lang_key: "en",
          ...credentials,
        }),
      );
      expect(linesOf(updated)).toEqual([
        [P.sencha, 2],
        [P.earlGrey, 5],
        [P.houseBlend, 1],
      ]);
      expect(updated.cart_secret).toBe(cart.cart_secret);
      expect(expectCart(await shopA.get({ ...credentials, lang: "en" }))).toEqual(updated);
    });

    it("leaves out lines whose product is gone, and removing them works", async () => {
      const cart = await shopA.create([
        { uuid: P.sencha, quantity: 1 },
        { uuid: P.sampler, quantity: 1 },
      ]);
      const ghost = "a0000000-0000-4000-8000-0000000000ff";
      await withShop(api.db, fixtureShops.a.id, (db) =>
        db
          .insertInto("cart_lines")
          .values({ shop_id: fixtureShops.a.id, cart_id: cart.cart_id, product_uuid: ghost, quantity: 1, position: 1 })
          .execute(),
      );
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      expect(linesOf(expectCart(await shopA.get(credentials)))).toEqual([
        [P.sencha, 1],
        [P.sampler, 1],
      ]);
      // untouched, the ghost line does not stop other changes
      expectCart(
        await shopA.post("update_items", {
          items: [{ uuid: P.sampler, quantity: 2 }],
          remove_items: [],
          lang_key: "en",
          ...credentials,
        }),
      );
      expectCart(
        await shopA.post("update_items", { items: [], remove_items: [ghost], lang_key: "en", ...credentials }),
      );
      const lines = await withShop(api.db, fixtureShops.a.id, (db) =>
        db.selectFrom("cart_lines").select("product_uuid").where("cart_id", "=", cart.cart_id).execute(),
      );
      expect(lines.map((line) => line.product_uuid).sort()).toEqual([P.sencha, P.sampler].sort());
    });
  });

  describe("identity", () => {
    it("answers 401 NO_AUTH to get, update_items and update without cart credentials", async () => {
      const body = expectCartError(await shopA.get({}), 401, "NO_AUTH");
      expect(body.message).toMatch(/log in or send cart_id and cart_secret/);
      expectCartError(
        await shopA.post("update_items", { items: [], remove_items: [], lang_key: "th" }),
        401,
        "NO_AUTH",
      );
      expectCartError(await shopA.post("update", { items: [], lang_key: "th" }), 401, "NO_AUTH");
    });

    it("answers unknown cart, wrong secret and another shop's cart with the identical 403", async () => {
      const cart = await shopA.create([{ uuid: P.sencha, quantity: 1 }]);
      const unknown = await shopA.get({ cart_id: UNKNOWN_CART, cart_secret: cart.cart_secret });
      const wrongSecret = await shopA.get({ cart_id: cart.cart_id, cart_secret: WRONG_SECRET });
      const otherShop = await shopB.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret });
      // shop D holds products with the same uuids: still another shop's cart
      const sameCatalogue = await shopD.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret });
      for (const answer of [unknown, wrongSecret, otherShop, sameCatalogue]) {
        expectCartError(answer, 403, "INVALID_CART_CREDENTIALS");
        expect(JSON.stringify(answer.body)).toBe(JSON.stringify(unknown.body));
      }

      for (const call of ["update_items", "update"]) {
        const body = (cartId: string, secret: string) => ({
          items: [{ uuid: P.sencha, quantity: 2 }],
          ...(call === "update_items" ? { remove_items: [] } : {}),
          lang_key: "en",
          cart_id: cartId,
          cart_secret: secret,
        });
        const answers = [
          await shopA.post(call, body(UNKNOWN_CART, cart.cart_secret)),
          await shopA.post(call, body(cart.cart_id, WRONG_SECRET)),
          await shopB.post(call, body(cart.cart_id, cart.cart_secret)),
          await shopD.post(call, body(cart.cart_id, cart.cart_secret)),
        ];
        for (const answer of answers) {
          expectCartError(answer, 403, "INVALID_CART_CREDENTIALS");
          expect(JSON.stringify(answer.body)).toBe(JSON.stringify(unknown.body));
        }
      }
      // nothing changed, nothing was created in the other shops
      expect(linesOf(expectCart(await shopA.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret })))).toEqual([
        [P.sencha, 1],
      ]);
      expect(await cartRows(fixtureShops.b.id)).toBe(0);
    });

    it("answers 409 CHECKOUTED for a checked-out cart with the right secret, 403 with a wrong one", async () => {
      const cart = await shopA.create([{ uuid: P.sencha, quantity: 1 }]);
      await withShop(api.db, fixtureShops.a.id, (db) =>
        db.updateTable("carts").set({ status: "checked_out" }).where("id", "=", cart.cart_id).execute(),
      );
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      expectCartError(await shopA.get(credentials), 409, "CHECKOUTED");
      expectCartError(
        await shopA.post("update_items", {
          items: [{ uuid: P.sencha, quantity: 2 }],
          remove_items: [],
          lang_key: "en",
          ...credentials,
        }),
        409,
        "CHECKOUTED",
      );
      expectCartError(
        await shopA.post("update", { items: [{ uuid: P.sencha, quantity: 2 }], lang_key: "en", ...credentials }),
        409,
        "CHECKOUTED",
      );
      expectCartError(await shopA.get({ ...credentials, cart_secret: WRONG_SECRET }), 403, "INVALID_CART_CREDENTIALS");
      const lines = await withShop(api.db, fixtureShops.a.id, (db) =>
        db.selectFrom("cart_lines").select("quantity").where("cart_id", "=", cart.cart_id).execute(),
      );
      expect(lines).toEqual([{ quantity: 1 }]);
    });

    it("never creates a cart for a bot: 403 BOT_NOT_ALLOWED, nothing written", async () => {
      const before = await cartRows(fixtureShops.a.id);
      for (const agent of [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
        "curl/8.5.0",
        "", // no browser sends an empty or no User-Agent: a script does
        " ",
      ]) {
        const answer = await shopA.post(
          "checkoutByItems",
          { items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "th" },
          { "User-Agent": agent },
        );
        expectCartError(answer, 403, "BOT_NOT_ALLOWED");
      }
      expect(await cartRows(fixtureShops.a.id)).toBe(before);
      // a browser is welcome
      const browser = await shopA.post(
        "checkoutByItems",
        { items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "th" },
        {
          "User-Agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
        },
      );
      expectCart(browser);
    });

    it("answers 404 SHOP_NOT_FOUND for an unknown host", async () => {
      const answer = await postJson(
        `${api.url}/api/x4/cart/checkoutByItems`,
        { items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "th" },
        { "X-Nuxt-Host": "nowhere.test" },
      );
      expectCartError(answer, 404, "SHOP_NOT_FOUND");
    });
  });

  describe("line rules", () => {
    it("NO_PRODUCT for a uuid the shop does not sell, another shop's product included", async () => {
      const problems = expectProblems(
        await shopA.post("checkoutByItems", {
          items: [
            { uuid: "a0000000-0000-4000-8000-0000000000ee", quantity: 1 },
            { uuid: uuidB(1), quantity: 1 },
          ],
          lang_key: "en",
        }),
        "NO_PRODUCT",
      );
      expect(problems).toEqual([
        { key: "NO_PRODUCT", uuid: "a0000000-0000-4000-8000-0000000000ee" },
        { key: "NO_PRODUCT", uuid: uuidB(1) },
      ]);
    });

    it("NOSELL for a product that has variants; its variants sell", async () => {
      const problems = expectProblems(
        await shopA.post("checkoutByItems", { items: [{ uuid: P.matcha, quantity: 1 }], lang_key: "en" }),
        "NOSELL",
      );
      expect(problems).toEqual([{ key: "NOSELL", uuid: P.matcha, name: "Matcha powder", unit: "pack" }]);
      const cart = await shopA.create([{ uuid: P.matcha50, quantity: 1 }]);
      expect(cart.items[0]?.product).toMatchObject({ parent: { uuid: P.matcha } });
      expect(cart.items[0]?.product).not.toHaveProperty("has_variants");
    });

    it("NOSTOCK with the remaining amount and unit, in the request language", async () => {
      const en = expectProblems(
        await shopA.post("checkoutByItems", { items: [{ uuid: P.houseBlend, quantity: 4 }], lang_key: "en" }),
        "NOSTOCK",
      );
      expect(en).toEqual([
        { key: "NOSTOCK", uuid: P.houseBlend, name: "House blend coffee", unit: "bag", remaining: 3 },
      ]);
      const th = expectProblems(
        await shopA.post("checkoutByItems", { items: [{ uuid: P.houseBlend, quantity: 4 }], lang_key: "th" }),
        "NOSTOCK",
      );
      expect(th).toEqual([{ key: "NOSTOCK", uuid: P.houseBlend, name: "กาแฟคั่วกลาง", unit: "ถุง", remaining: 3 }]);
      const variant = expectProblems(
        await shopA.post("checkoutByItems", { items: [{ uuid: P.matcha100, quantity: 1 }], lang_key: "th" }),
        "NOSTOCK",
      );
      expect(variant).toEqual([
        { key: "NOSTOCK", uuid: P.matcha100, name: "ผงมัทฉะ (100 กรัม)", unit: "ซอง", remaining: 0 },
      ]);
      // exactly the stock is fine; preorder products skip the stock check; no stock = unlimited
      await shopA.create([{ uuid: P.houseBlend, quantity: 3 }]);
      await shopA.create([{ uuid: P.whisk, quantity: 9 }]);
      await shopA.create([{ uuid: P.sampler, quantity: 500 }]);
    });

    it("BELOW_QUANTITY and OVER_QUANTITY with the limit and unit", async () => {
      expect(
        expectProblems(
          await shopA.post("checkoutByItems", { items: [{ uuid: P.oolong, quantity: 2 }], lang_key: "th" }),
          "BELOW_QUANTITY",
        ),
      ).toEqual([{ key: "BELOW_QUANTITY", uuid: P.oolong, name: "ชาอูหลง", unit: "ชิ้น", limit: 3 }]);
      expect(
        expectProblems(
          await shopA.post("checkoutByItems", { items: [{ uuid: P.sencha, quantity: 21 }], lang_key: "en" }),
          "OVER_QUANTITY",
        ),
      ).toEqual([{ key: "OVER_QUANTITY", uuid: P.sencha, name: "Sencha green tea", unit: "bag", limit: 20 }]);
      await shopA.create([
        { uuid: P.oolong, quantity: 3 },
        { uuid: P.sencha, quantity: 20 },
      ]);
    });

    it("lists every problem of every line; the message reads them all; key is the first", async () => {
      const answer = await shopA.post("checkoutByItems", {
        items: [
          { uuid: P.sencha, quantity: 1 },
          { uuid: P.matcha50, quantity: 11 },
          { uuid: P.oolong, quantity: 1 },
        ],
        lang_key: "en",
      });
      const problems = expectProblems(answer, "NOSTOCK");
      expect(problems.map((problem) => [problem.key, problem.uuid])).toEqual([
        ["NOSTOCK", P.matcha50],
        ["OVER_QUANTITY", P.matcha50],
        ["BELOW_QUANTITY", P.oolong],
      ]);
      expect((answer.body as { message: string }).message).toBe(
        "Matcha powder (50 g): only 10 packs left; Matcha powder (50 g): at most 5 packs per order; " +
          "Oolong: the minimum order quantity is 3 pieces",
      );
    });

    it("says out of stock for a product with none left, and counts in the unit as it is in Thai", async () => {
      const message = async (uuid: string, quantity: number, lang_key: "th" | "en") =>
        ((await shopA.post("checkoutByItems", { items: [{ uuid, quantity }], lang_key })).body as { message: string })
          .message;
      expect(await message(P.matcha100, 1, "en")).toBe("Matcha powder (100 g) is out of stock");
      expect(await message(P.houseBlend, 4, "en")).toBe("House blend coffee: only 3 bags left");
      expect(await message(P.houseBlend, 4, "th")).toBe("กาแฟคั่วกลาง: only 3 ถุง left");
    });

    it("a refused change changes nothing; update_items checks only the lines it sets, update checks them all", async () => {
      const cart = await shopA.create([
        { uuid: P.houseBlend, quantity: 3 },
        { uuid: P.sencha, quantity: 1 },
      ]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const before = expectCart(await shopA.get({ ...credentials, lang: "en" }));

      expectProblems(
        await shopA.post("update_items", {
          items: [
            { uuid: P.sencha, quantity: 9 },
            { uuid: P.oolong, quantity: 1 },
          ],
          remove_items: [P.houseBlend],
          lang_key: "th",
          ...credentials,
        }),
        "BELOW_QUANTITY",
      );
      expect(expectCart(await shopA.get({ ...credentials, lang: "en" }))).toEqual(before);
      const row = await withShop(api.db, fixtureShops.a.id, (db) =>
        db.selectFrom("carts").select("lang").where("id", "=", cart.cart_id).executeTakeFirst(),
      );
      expect(row?.lang).toBe("en");

      // the stock falls behind the cart's back: other changes still go through...
      await withShop(api.db, fixtureShops.a.id, (db) =>
        db
          .updateTable("products")
          .set({ stock: 1 })
          .where("shop_id", "=", fixtureShops.a.id)
          .where("uuid", "=", P.houseBlend)
          .execute(),
      );
      try {
        expectCart(
          await shopA.post("update_items", {
            items: [{ uuid: P.sencha, quantity: 2 }],
            remove_items: [],
            lang_key: "en",
            ...credentials,
          }),
        );
        // ...but the hand-off checks every line
        const problems = expectProblems(
          await shopA.post("update", {
            items: [
              { uuid: P.houseBlend, quantity: 3 },
              { uuid: P.sencha, quantity: 2 },
            ],
            lang_key: "en",
            ...credentials,
          }),
          "NOSTOCK",
        );
        expect(problems).toEqual([
          { key: "NOSTOCK", uuid: P.houseBlend, name: "House blend coffee", unit: "bag", remaining: 1 },
        ]);
      } finally {
        await withShop(api.db, fixtureShops.a.id, (db) =>
          db
            .updateTable("products")
            .set({ stock: 3 })
            .where("shop_id", "=", fixtureShops.a.id)
            .where("uuid", "=", P.houseBlend)
            .execute(),
        );
      }
    });
  });

  describe("whole-cart rules", () => {
    it("OVER_TOTAL_QUANTITY past the shop's item limit", async () => {
      const problems = expectProblems(
        await shopD.post("checkoutByItems", { items: [{ uuid: P.sampler, quantity: 26 }], lang_key: "en" }),
        "OVER_TOTAL_QUANTITY",
      );
      expect(problems).toEqual([{ key: "OVER_TOTAL_QUANTITY", limit: 25 }]);
      const cart = await shopD.create([{ uuid: P.sampler, quantity: 25 }]);
      // the whole cart counts, not only the lines a change sets
      expectProblems(
        await shopD.post("update_items", {
          items: [{ uuid: P.earlGrey, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          cart_id: cart.cart_id,
          cart_secret: cart.cart_secret,
        }),
        "OVER_TOTAL_QUANTITY",
      );
    });

    it("ORDER_LIMIT_MAX_PRICE on the tier-priced total, exactly in satang", async () => {
      // 20 sencha at the 10+ tier price 99.50 = 1,990 baht (at the base price 2,400 would be over 2,000)
      const cart = await shopD.create([{ uuid: P.sencha, quantity: 20 }]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const problems = expectProblems(
        await shopD.post("update_items", {
          items: [{ uuid: P.sampler, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          ...credentials,
        }),
        "ORDER_LIMIT_MAX_PRICE",
      );
      expect(problems).toEqual([{ key: "ORDER_LIMIT_MAX_PRICE", amount: 2000 }]);
      expect(
        (await shopD.post("update_items", { items: [], remove_items: [], lang_key: "en", ...credentials })).status,
      ).toBe(200);
      // 9 sencha at 120 + 1 matcha at 350.50 = 1,430.50; 5 matcha at the 5+ tier 330 = 1,650 -> 2,730: over
      const tiered = await shopD.create([{ uuid: P.sencha, quantity: 9 }]);
      expectCart(
        await shopD.post("update_items", {
          items: [{ uuid: P.matcha50, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          cart_id: tiered.cart_id,
          cart_secret: tiered.cart_secret,
        }),
      );
      expectProblems(
        await shopD.post("update_items", {
          items: [{ uuid: P.matcha50, quantity: 5 }],
          remove_items: [],
          lang_key: "en",
          cart_id: tiered.cart_id,
          cart_secret: tiered.cart_secret,
        }),
        "ORDER_LIMIT_MAX_PRICE",
      );
    });

    it("ORDER_LIMIT_MIN_PRICE only at the hand-off (update), not while shopping", async () => {
      const cart = await shopD.create([{ uuid: P.sampler, quantity: 1 }]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      expectCart(
        await shopD.post("update_items", {
          items: [{ uuid: P.sampler, quantity: 2 }],
          remove_items: [],
          lang_key: "th",
          ...credentials,
        }),
      );
      const problems = expectProblems(
        await shopD.post("update", { items: [{ uuid: P.sampler, quantity: 2 }], lang_key: "th", ...credentials }),
        "ORDER_LIMIT_MIN_PRICE",
      );
      expect(problems).toEqual([{ key: "ORDER_LIMIT_MIN_PRICE", amount: 500 }]);
      // 11 samplers = 539 baht
      expect(
        linesOf(
          expectCart(
            await shopD.post("update", { items: [{ uuid: P.sampler, quantity: 11 }], lang_key: "th", ...credentials }),
          ),
        ),
      ).toEqual([[P.sampler, 11]]);
    });

    it("AMLO_LIMIT above the payment provider's 30,000 baht, whatever the shop allows", async () => {
      const cart = await shopA.create([{ uuid: P.hamper, quantity: 3 }]); // exactly 30,000: allowed
      const problems = expectProblems(
        await shopA.post("update_items", {
          items: [{ uuid: P.sampler, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          cart_id: cart.cart_id,
          cart_secret: cart.cart_secret,
        }),
        "AMLO_LIMIT",
      );
      expect(problems).toEqual([{ key: "AMLO_LIMIT", amount: 30000 }]);
      expectProblems(
        await shopA.post("checkoutByItems", { items: [{ uuid: P.sampler, quantity: 613 }], lang_key: "en" }),
        "AMLO_LIMIT",
      );
      await shopA.create([{ uuid: P.sampler, quantity: 612 }]); // 29,988
    });

    it("lists line and whole-cart problems together", async () => {
      const problems = expectProblems(
        await shopD.post("checkoutByItems", {
          items: [
            { uuid: P.sencha, quantity: 20 },
            { uuid: P.houseBlend, quantity: 6 },
          ],
          lang_key: "en",
        }),
        "NOSTOCK",
      );
      expect(problems.map((problem) => problem.key)).toEqual([
        "NOSTOCK",
        "OVER_TOTAL_QUANTITY",
        "ORDER_LIMIT_MAX_PRICE",
      ]);
    });
  });

  describe("bodies", () => {
    const credentials = { cart_id: UNKNOWN_CART, cart_secret: WRONG_SECRET };

    function invalidFields(answer: Awaited<ReturnType<typeof shopA.post>>): string[] {
      const body = expectCartError(answer, 400, "INVALID_REQUEST");
      for (const error of body.errors ?? []) expect(error.message).toContain(error.field);
      return (body.errors ?? []).map((error) => error.field);
    }

    it("names each field that breaks the schema", async () => {
      expect(
        invalidFields(
          await shopA.post("update_items", {
            items: [{ uuid: "not-a-uuid", quantity: 0 }, { uuid: P.sencha, quantity: 1.5 }, { quantity: 1 }],
            remove_items: [42],
            lang_key: "de",
            extra: true,
            ...credentials,
          }),
        ).sort(),
      ).toEqual(
        [
          "items.0.uuid",
          "items.0.quantity",
          "items.1.quantity",
          "items.2.uuid",
          "remove_items.0",
          "lang_key",
          "extra",
        ].sort(),
      );
      expect(invalidFields(await shopA.post("checkoutByItems", { items: [], lang_key: "th" }))).toEqual(["items"]);
      expect(
        invalidFields(
          await shopA.post("checkoutByItems", { items: [{ uuid: P.sencha, quantity: 10_000 }], lang_key: "th" }),
        ),
      ).toEqual(["items.0.quantity"]);
      expect(invalidFields(await shopA.post("update", { lang_key: "th", ...credentials }))).toEqual(["items"]);
      expect(invalidFields(await shopA.post("update", [1, 2]))).toEqual(["body"]);
      expect(invalidFields(await shopA.post("update", "null"))).toEqual(["body"]);
    });

    it("needs cart_id and cart_secret together", async () => {
      expect(
        invalidFields(
          await shopA.post("update_items", { items: [], remove_items: [], lang_key: "th", cart_id: UNKNOWN_CART }),
        ),
      ).toEqual(["cart_secret"]);
      expect(invalidFields(await shopA.get({ cart_secret: WRONG_SECRET }))).toEqual(["cart_id"]);
    });

    it("refuses a product set twice, or set and removed", async () => {
      expect(
        invalidFields(
          await shopA.post("update_items", {
            items: [
              { uuid: P.sencha, quantity: 1 },
              { uuid: P.sencha.toUpperCase(), quantity: 2 },
            ],
            remove_items: [P.sampler, P.sencha],
            lang_key: "th",
            ...credentials,
          }),
        ),
      ).toEqual(["items.1.uuid", "remove_items.1"]);
    });

    it("names body for malformed JSON, refuses other content types, NUL characters and bodies over 64 KiB", async () => {
      expect(invalidFields(await shopA.post("checkoutByItems", '{"items": ['))).toEqual(["body"]);
      expect(invalidFields(await shopA.post("checkoutByItems", ""))).toEqual(["body"]);
      const plain = await shopA.post("checkoutByItems", JSON.stringify({ items: [], lang_key: "th" }), {
        "Content-Type": "text/plain",
      });
      expect(expectCartError(plain, 415, "UNSUPPORTED_MEDIA_TYPE").errors).toEqual([
        { field: "Content-Type", message: "Content-Type must be application/json, got text/plain" },
      ]);
      const form = await shopA.post("checkoutByItems", "items=1", {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expectCartError(form, 415, "UNSUPPORTED_MEDIA_TYPE");
      expectCart(
        await shopA.post(
          "checkoutByItems",
          JSON.stringify({ items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "th" }),
          {
            "Content-Type": "application/json; charset=utf-8",
          },
        ),
      );

      const nul = await shopA.post("update_items", {
        items: [],
        remove_items: [],
        lang_key: "th",
        cart_id: UNKNOWN_CART,
        cart_secret: "abc\u0000def",
      });
      expect(invalidFields(nul)).toEqual(["cart_secret"]);

      const large = await shopA.post("checkoutByItems", {
        items: [{ uuid: P.sencha, quantity: 1 }],
        lang_key: "th",
        padding: "x".repeat(64 * 1024),
      });
      expect(expectCartError(large, 413, "PAYLOAD_TOO_LARGE").message).toContain("65536");
    });
  });

  describe("concurrency", () => {
    it("20 concurrent update_items setting 20 different lines: all 20 present exactly once", async () => {
      const first = `c0000000-0000-4000-8000-000000000001`;
      const cart = await shopC.create([{ uuid: first, quantity: 1 }]);
      const uuids = Array.from(
        { length: 20 },
        (_, index) => `c0000000-0000-4000-8000-0000000000${String(index + 2).padStart(2, "0")}`,
      );
      const answers = await Promise.all(
        uuids.map((uuid, index) =>
          shopC.post("update_items", {
            items: [{ uuid, quantity: index + 1 }],
            remove_items: [],
            lang_key: "en",
            cart_id: cart.cart_id,
            cart_secret: cart.cart_secret,
          }),
        ),
      );
      for (const answer of answers) expectCart(answer);
      const final = expectCart(await shopC.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret }));
      expect(final.items).toHaveLength(21);
      expect(new Set(final.items.map((line) => line.uuid)).size).toBe(21);
      expect(final.items[0]?.uuid).toBe(first);
      for (const [index, uuid] of uuids.entries()) {
        expect(final.items.find((line) => line.uuid === uuid)?.quantity).toBe(index + 1);
      }
      // serialised: each answer saw the lines of the writes before it, so the answers hold 2, 3, ... 21 lines
      expect(answers.map((answer) => (answer.body as { data: Cart }).data.items.length).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 2),
      );
      // and every line has a position of its own, in the order the writes committed
      const positions = await withShop(api.db, bulkShop.id, (db) =>
        db.selectFrom("cart_lines").select("position").where("cart_id", "=", cart.cart_id).execute(),
      );
      expect(new Set(positions.map((row) => row.position)).size).toBe(21);
    });

    it("20 concurrent sets of one line: one line holding one of the quantities sent", async () => {
      const line = `c0000000-0000-4000-8000-000000000027`;
      const cart = await shopC.create([{ uuid: line, quantity: 1 }]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          shopC.post("update_items", {
            items: [{ uuid: line, quantity: index + 1 }],
            remove_items: [],
            lang_key: "en",
            cart_id: cart.cart_id,
            cart_secret: cart.cart_secret,
          }),
        ),
      );
      for (const answer of answers) expect(linesOf(expectCart(answer))).toHaveLength(1);
      const final = expectCart(await shopC.get({ cart_id: cart.cart_id, cart_secret: cart.cart_secret }));
      expect(final.items).toHaveLength(1);
      expect(final.items[0]?.quantity).toBeGreaterThanOrEqual(1);
      expect(final.items[0]?.quantity).toBeLessThanOrEqual(20);
      // the cart holds what the last write to commit left, and that write answered it
      expect(
        answers.some((answer) => (answer.body as { data: Cart }).data.items[0]?.quantity === final.items[0]?.quantity),
      ).toBe(true);
    });

    it("20 concurrent update_items on one cart: coalesced into fewer transactions than updates", async () => {
      const cart = await shopD.create([{ uuid: P.sampler, quantity: 1 }]);
      // every transaction that writes takes the next transaction id (and so does asking for one)
      const nextTransactionId = async () =>
        Number((await sql<{ id: string }>`SELECT txid_current()::text AS id`.execute(api.db)).rows[0]?.id);
      const before = await nextTransactionId();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          shopD.post("update_items", {
            items: [{ uuid: P.sampler, quantity: index + 1 }],
            remove_items: [],
            lang_key: "en",
            cart_id: cart.cart_id,
            cart_secret: cart.cart_secret,
          }),
        ),
      );
      const writeTransactions = (await nextTransactionId()) - before - 1;
      for (const answer of answers) expectCart(answer);
      expect(writeTransactions).toBeGreaterThan(0);
      expect(writeTransactions).toBeLessThan(20);
    });

    it("a burst on one cart with a wrong secret among it: that write 403, the others applied", async () => {
      const cart = await shopD.create([{ uuid: P.sampler, quantity: 1 }]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const update = (quantity: number, secret = cart.cart_secret) =>
        shopD.post("update_items", {
          items: [{ uuid: P.sampler, quantity }],
          remove_items: [],
          lang_key: "en",
          ...credentials,
          cart_secret: secret,
        });
      const answers = await Promise.all([update(2), update(3), update(99, "not-the-secret"), update(4), update(5)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 403, 200, 200]);
      const final = expectCart(await shopD.get(credentials));
      expect(final.items).toHaveLength(1);
      expect([2, 3, 4, 5]).toContain(final.items[0]?.quantity); // never the wrong secret's 99
    });

    it("concurrent writes and a refused one: the refused one changes nothing", async () => {
      const cart = await shopD.create([{ uuid: P.sampler, quantity: 1 }]);
      const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, (_, index) =>
          shopD.post("update_items", {
            items: [{ uuid: P.sampler, quantity: index + 1 }],
            remove_items: [],
            lang_key: "en",
            ...credentials,
          }),
        ),
        shopD.post("update_items", {
          items: [{ uuid: P.earlGrey, quantity: 99 }],
          remove_items: [P.sampler],
          lang_key: "en",
          ...credentials,
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), 422]);
      const final = expectCart(await shopD.get(credentials));
      expect(final.items.map((line) => line.uuid)).toEqual([P.sampler]);
    });
  });
});
