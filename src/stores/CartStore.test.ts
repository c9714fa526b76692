// @vitest-environment jsdom
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { observable, runInAction, when } from "mobx";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client";
import type { Product } from "~/generated/schemas";
import { CART_STORAGE_KEY } from "~/lib/cartStorage";
import { OFFLINE_SHOP_ID } from "~/lib/constants";
import { type CartEvent, EventBus } from "~/tracking/events";
import { openTestDatabase, type RunningApi, startApi } from "../../tests/api/harness";
import { uuidA } from "../../tests/api/catalogueHarness";
import { importShopDocument } from "../../server/shops/importShop";
import { readFixture } from "../../tests/api/harness";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { loggedInShopper } from "../../tests/api/accountHarness";
import { CartStore, OFFLINE } from "./CartStore";
import { ProductStore } from "./ProductStore";

/**
 * The cart store against the real shop API (fixture shop A on an in-memory PGlite, over HTTP), in jsdom for local
 * storage and window events. Every request the store makes is counted by wrapping the real fetch.
 */
const SHOP_A = 901;
const HOST = "a.test";
const SENCHA = uuidA(1); // 120 a bag, 10+ at 99.5, stock 50, at most 20
const EARL_GREY = uuidA(3); // 95.25
const HOUSE_BLEND = uuidA(4); // stock 3

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

let database: DatabaseHandle;
let api: RunningApi;
const products = new Map<string, Product>();

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await importShopDocument(database.db, await readFixture("shop-a.json"));
  api = await startApi(database.db);
  const answer = await fetch(`${api.url}/api/products/batch?filter[uuid]=${[SENCHA, EARL_GREY, HOUSE_BLEND]}&lang=en`, {
    headers: { "X-Nuxt-Host": HOST },
  });
  for (const product of ((await answer.json()) as { data: Product[] }).data) products.set(product.uuid, product);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

afterEach(() => window.localStorage.clear());

function productOf(uuid: string): Product {
  const product = products.get(uuid);
  if (!product) throw new Error(`no product ${uuid}`);
  return product;
}

interface Harness {
  cart: CartStore;
  calls: { path: string; body: unknown; keepalive: boolean }[];
  events: CartEvent[];
  failures: unknown[];
  stop: () => void;
}

function createCart({
  baseUrl = api.url,
  shopId = SHOP_A,
  debounceMs = 30,
  retryMs = 5_000,
  account = observable.box<string | false | null>(false),
  cookie = "",
  network = { up: true },
} = {}): Harness {
  const calls: Harness["calls"] = [];
  const client = createApiClient({
    baseUrl,
    host: HOST,
    lang: () => "en",
    fetch: (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.startsWith("/api/x4/cart/")) {
        calls.push({
          path: url.pathname,
          body: init?.body ? JSON.parse(String(init.body)) : null,
          keepalive: init?.keepalive === true,
        });
      }
      if (!network.up) return Promise.reject(new TypeError("Failed to fetch")); // as a browser with no connection
      // as a shopper's browser: the shop API creates no carts for bots (Node's fetch says "node")
      const headers = new Headers(init?.headers);
      headers.set("User-Agent", BROWSER);
      if (cookie) headers.set("Cookie", cookie);
      return fetch(input, { ...init, headers });
    },
  });
  const bus = new EventBus();
  const events: CartEvent[] = [];
  bus.on("add_to_cart", (event) => events.push(event));
  bus.on("remove_from_cart", (event) => events.push(event));
  const cart = new CartStore({
    api: client,
    shopId,
    isBot: false,
    storage: () => window.localStorage,
    events: bus,
    catalogue: new ProductStore({ api: client, lang: () => "en", batchDelayMs: 5 }),
    langKey: () => "en",
    account: () => account.get(),
    debounceMs,
    retryMs,
  });
  const failures: unknown[] = [];
  cart.onFailure((body) => failures.push(body));
  const stop = cart.start(window);
  return { cart, calls, events, failures, stop };
}

/** Past the debounce, the load and every write. */
async function settled(cart: CartStore): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 60));
  await when(() => !cart.loading);
  await cart.flush();
}

describe("CartStore against the shop API", () => {
  it("sends ten quick changes as one write of absolute quantities, then one more for a later change", async () => {
    const { cart, calls, stop, failures } = createCart();
    for (let quantity = 1; quantity <= 10; quantity += 1) cart.setQuantity(productOf(SENCHA), quantity);
    expect(cart.summary.count).toBe(10);
    await settled(cart);
    expect(failures).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/checkoutByItems"]);
    expect(calls[0]?.body).toEqual({ items: [{ uuid: SENCHA, quantity: 10 }], lang_key: "en" });
    expect(cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.drafts.size).toBe(0);
    expect(cart.items).toEqual([{ uuid: SENCHA, quantity: 10 }]);
    expect(cart.summary.totalSatang).toBe(10 * 9950); // the 10+ tier

    cart.add(productOf(EARL_GREY), 2);
    await settled(cart);
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/checkoutByItems", "/api/x4/cart/update_items"]);
    expect(calls[1]?.body).toMatchObject({
      items: [{ uuid: EARL_GREY, quantity: 2 }],
      remove_items: [],
      cart_id: cart.cartId,
      cart_secret: cart.cartSecret,
    });
    expect(cart.lines).toEqual([
      { uuid: SENCHA, quantity: 10 },
      { uuid: EARL_GREY, quantity: 2 },
    ]);
    stop();
  });

  it("keeps changes made while a write is in flight and sends them in the next write", async () => {
    const { cart, calls, stop } = createCart({ debounceMs: 1 });
    cart.setQuantity(productOf(SENCHA), 1);
    await when(() => cart.updating); // the creation is in flight now
    cart.setQuantity(productOf(SENCHA), 4);
    cart.setQuantity(productOf(EARL_GREY), 1);
    expect(cart.summary.count).toBe(5);
    await settled(cart);
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/checkoutByItems", "/api/x4/cart/update_items"]);
    expect(cart.items).toEqual([
      { uuid: SENCHA, quantity: 4 },
      { uuid: EARL_GREY, quantity: 1 },
    ]);
    expect(cart.drafts.size).toBe(0);
    stop();
  });

  it("removes with a draft of -1 and clears every line", async () => {
    const { cart, calls, events, stop } = createCart();
    cart.setQuantity(productOf(SENCHA), 2);
    cart.setQuantity(productOf(EARL_GREY), 1);
    await settled(cart);
    cart.remove(SENCHA);
    expect(cart.drafts.get(SENCHA)).toBe(-1);
    expect(cart.lines.map((line) => line.uuid)).toEqual([EARL_GREY]);
    await settled(cart);
    expect(calls.at(-1)?.body).toMatchObject({ items: [], remove_items: [SENCHA] });
    cart.clear();
    await settled(cart);
    expect(cart.items).toEqual([]);
    expect(cart.summary).toMatchObject({ count: 0, totalSatang: 0 });
    expect(events.map((event) => [event.items[0]?.item_id, event.items[0]?.quantity, event.value])).toEqual([
      [SENCHA, 2, 240],
      [EARL_GREY, 1, 95.25],
      [SENCHA, 2, 240],
      [EARL_GREY, 1, 95.25],
    ]);
    expect(events.every((event) => event.currency === "THB")).toBe(true);
    stop();
  });

  it("reports a refused change (NOSTOCK) to the shopper and drops it, keeping the server's cart", async () => {
    const { cart, failures, stop } = createCart();
    cart.setQuantity(productOf(HOUSE_BLEND), 2);
    await settled(cart);
    cart.setQuantity(productOf(HOUSE_BLEND), 5); // only 3 left
    await settled(cart);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      key: "NOSTOCK",
      error_data: { errors: [{ key: "NOSTOCK", uuid: HOUSE_BLEND, remaining: 3 }] },
    });
    expect(cart.lines).toEqual([{ uuid: HOUSE_BLEND, quantity: 2 }]);
    stop();
  });

  it("starts a new guest cart once when the stored one was checked out (§8 CHECKOUTED)", async () => {
    const { cart, calls, failures, stop } = createCart();
    cart.setQuantity(productOf(SENCHA), 1);
    await settled(cart);
    const paidCart = cart.cartId;
    const paid = await withShop(database.db, SHOP_A, (trx) =>
      trx
        .updateTable("carts")
        .set({ status: "checked_out" })
        .where("id", "=", paidCart ?? "")
        .executeTakeFirst(),
    );
    expect(paid.numUpdatedRows).toBe(1n);
    cart.setQuantity(productOf(EARL_GREY), 3);
    await settled(cart);
    expect(calls.slice(-2).map((call) => call.path)).toEqual([
      "/api/x4/cart/update_items",
      "/api/x4/cart/checkoutByItems",
    ]);
    expect(cart.cartId).not.toBe(paidCart);
    expect(cart.lines).toEqual([{ uuid: EARL_GREY, quantity: 3 }]);
    expect(failures).toEqual([]);
    stop();
  });

  it("clears a stored cart the server no longer knows when loading (§8 cart load)", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        shopId: SHOP_A,
        cartId: "00000000-0000-4000-8000-000000000000",
        cartSecret: "not-the-secret",
        items: [{ uuid: SENCHA, quantity: 1 }],
        drafts: [],
      }),
    );
    const { cart, calls, stop } = createCart();
    expect(cart.loading).toBe(true);
    cart.setQuantity(productOf(EARL_GREY), 1); // ignored while loading (§4)
    await settled(cart);
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/get"]);
    expect(cart.cartId).toBeNull();
    expect(cart.lines).toEqual([]);
    stop();
  });

  it("survives a reload from local storage, and another shop's stored cart is not taken over", async () => {
    const first = createCart();
    first.cart.setQuantity(productOf(SENCHA), 3);
    await settled(first.cart);
    first.stop();

    const reloaded = createCart();
    expect(reloaded.cart.lines).toEqual([{ uuid: SENCHA, quantity: 3 }]);
    await settled(reloaded.cart);
    expect(reloaded.calls.map((call) => call.path)).toEqual(["/api/x4/cart/get"]);
    expect(reloaded.cart.summary.totalSatang).toBe(36000);
    reloaded.stop();

    const otherShop = createCart({ shopId: 902 });
    expect(otherShop.cart.lines).toEqual([]);
    expect(otherShop.cart.cartId).toBeNull();
    otherShop.stop();
  });

  it("follows another tab's changes through the storage event", async () => {
    const { cart, stop } = createCart();
    const other = JSON.stringify({
      shopId: SHOP_A,
      cartId: null,
      cartSecret: null,
      items: [],
      drafts: [[EARL_GREY, 2]],
    });
    window.localStorage.setItem(CART_STORAGE_KEY, other);
    window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: other }));
    expect(cart.summary.count).toBe(2);
    stop();
  });

  it("hands off with the whole cart saved: update with the full list answers the cart id and secret", async () => {
    const { cart, calls, stop } = createCart();
    cart.setQuantity(productOf(SENCHA), 2);
    const prepared = await cart.prepareHandOff();
    expect(prepared).toEqual({
      ok: true,
      cart: { cartId: cart.cartId, cartSecret: cart.cartSecret },
      created: true,
    });
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/checkoutByItems", "/api/x4/cart/update"]);
    expect(calls[1]?.body).toMatchObject({ items: [{ uuid: SENCHA, quantity: 2 }], cart_id: cart.cartId });
    stop();
    window.localStorage.clear();
    const empty = createCart();
    expect(await empty.cart.prepareHandOff()).toEqual({ ok: false, reason: "empty" });
    empty.stop();
  });
});

describe("CartStore and the most lines a cart holds (CART_MAX_LINES, the shop API's limit)", () => {
  const uuids = (count: number) => Array.from({ length: count }, (_, index) => uuidA(1000 + index));
  /** A guest's cart as stored before the page loads: no server cart yet, one of each product as a local change. */
  const storeGuestDrafts = (products: string[]) =>
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        shopId: SHOP_A,
        cartId: null,
        cartSecret: null,
        items: [],
        drafts: products.map((u) => [u, 1]),
      }),
    );

  it("shows the first 100 lines of a stored cart of 300, forgets the rest in storage too, and tells the shopper", async () => {
    storeGuestDrafts(uuids(300));
    const { cart, failures, stop } = createCart({ debounceMs: 60_000 });
    expect(cart.lines).toHaveLength(100);
    expect(cart.lines[99]?.uuid).toBe(uuidA(1099));
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}").drafts).toHaveLength(100);
    expect(failures).toEqual([
      { key: "CART_LINES_DROPPED", error_data: { errors: [{ key: "CART_LINES_DROPPED", limit: 100 }] } },
    ]);
    stop();
  });

  it("refuses a 101st product, telling the shopper, and still changes the quantity of one it holds", () => {
    storeGuestDrafts([...uuids(99), SENCHA]);
    const { cart, failures, stop } = createCart({ debounceMs: 60_000 });
    cart.setQuantity(productOf(EARL_GREY), 1);
    expect(cart.quantityOf(EARL_GREY)).toBe(0);
    expect(failures).toEqual([
      { key: "CART_LINES_LIMIT", error_data: { errors: [{ key: "CART_LINES_LIMIT", limit: 100 }] } },
    ]);
    cart.setQuantity(productOf(SENCHA), 3);
    expect(cart.quantityOf(SENCHA)).toBe(3);
    cart.remove(SENCHA);
    cart.setQuantity(productOf(EARL_GREY), 1);
    expect(cart.quantityOf(EARL_GREY)).toBe(1);
    expect(failures).toHaveLength(1);
    stop();
  });
});

describe("CartStore and the account (§4 on login the cart is loaded from the server)", () => {
  it("waits for the session check, then merges the stored guest cart into the account's and forgets its secret", async () => {
    const guest = createCart();
    guest.cart.add(productOf(SENCHA), 2);
    await settled(guest.cart);
    const guestCartId = guest.cart.cartId;
    guest.stop();

    const shopper = await loggedInShopper(database.db, SHOP_A);
    const account = observable.box<string | false | null>(null);
    const { cart, calls, stop } = createCart({ account, cookie: shopper.cookie });
    expect(cart.summary.count).toBe(2); // the stored cart shows at once…
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(calls).toEqual([]); // …and nothing is asked before the session is known
    runInAction(() => account.set(shopper.accountId));
    await settled(cart);
    expect(calls.map((call) => call.path)).toEqual(["/api/x4/cart/get"]);
    expect(cart.cartId).toBe(guestCartId); // the account had no cart: it took the guest's over
    expect(cart.cartSecret).toBeNull();
    expect(cart.items).toEqual([{ uuid: SENCHA, quantity: 2 }]);

    cart.add(productOf(EARL_GREY), 1);
    await settled(cart);
    expect(calls[1]).toMatchObject({ path: "/api/x4/cart/update_items" });
    expect(calls[1]?.body).not.toHaveProperty("cart_secret");

    runInAction(() => account.set(false)); // logged out: the account's cart stays the account's
    expect(cart.cartId).toBeNull();
    expect(cart.summary.count).toBe(0);
    stop();
  });
});

describe("CartStore offline mode (§5)", () => {
  it("sends nothing while browsing, creates its one cart at the hand-off and keeps it; later changes leave with keepalive", async () => {
    const { cart, calls, stop } = createCart({ shopId: OFFLINE_SHOP_ID });
    cart.setQuantity(productOf(SENCHA), 2);
    cart.setQuantity(productOf(EARL_GREY), 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    window.dispatchEvent(new Event("pagehide")); // no cart yet: a keepalive's answer (the new cart) would be lost
    window.dispatchEvent(new Event("pagehide"));
    expect(calls).toEqual([]);

    const prepared = await cart.prepareHandOff();
    expect(prepared).toMatchObject({ ok: true, created: true });
    expect(calls.map((call) => [call.path, call.keepalive])).toEqual([
      ["/api/x4/cart/checkoutByItems", false],
      ["/api/x4/cart/update", false],
    ]);
    const handedOff = prepared.ok ? prepared.cart : null;
    expect(handedOff?.cartId).toBe(cart.cartId);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}")).toMatchObject({
      cartId: handedOff?.cartId,
      cartSecret: handedOff?.cartSecret,
    });

    calls.length = 0;
    cart.setQuantity(productOf(HOUSE_BLEND), 1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toEqual([]);
    window.dispatchEvent(new Event("pagehide"));
    expect(calls).toEqual([
      {
        path: "/api/x4/cart/update_items",
        body: {
          items: [{ uuid: HOUSE_BLEND, quantity: 1 }],
          remove_items: [],
          lang_key: "en",
          cart_id: handedOff?.cartId,
          cart_secret: handedOff?.cartSecret,
        },
        keepalive: true,
      },
    ]);
    window.dispatchEvent(new Event("pagehide")); // nothing new: nothing sent again
    expect(calls).toHaveLength(1);
    expect(cart.lines).toHaveLength(3);
    stop();
  });

  it("sends the items an older keepalive left without a cart as a new cart at the hand-off", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        shopId: OFFLINE_SHOP_ID,
        cartId: null,
        cartSecret: null,
        items: [{ uuid: SENCHA, quantity: 2 }],
        drafts: [],
      }),
    );
    const { cart, calls, stop } = createCart({ shopId: OFFLINE_SHOP_ID });
    const prepared = await cart.prepareHandOff();
    expect(prepared.ok).toBe(true);
    expect(calls[0]).toMatchObject({
      path: "/api/x4/cart/checkoutByItems",
      body: { items: [{ uuid: SENCHA, quantity: 2 }] },
    });
    expect(cart.lines).toEqual([{ uuid: SENCHA, quantity: 2 }]);
    stop();
  });
});

describe("CartStore against a shop API that keeps refusing", () => {
  let refusing: ReturnType<typeof serve>;
  let refusingUrl: string;
  beforeAll(async () => {
    const app = new Hono();
    app.all("*", (c) => c.json({ success: false, key: "NO_AUTH", message: "Please log in" }, 401));
    await new Promise<void>((resolve) => {
      refusing = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        refusingUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

  it("retries as a new cart once, never more, whatever the server answers", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ shopId: SHOP_A, cartId: uuidA(99), cartSecret: "s", items: [], drafts: [[SENCHA, 1]] }),
    );
    const { cart, calls, failures, stop } = createCart({ baseUrl: refusingUrl });
    await settled(cart);
    await settled(cart);
    expect(calls.map((call) => call.path)).toEqual([
      "/api/x4/cart/get", // load: NO_AUTH clears the stored cart
      "/api/x4/cart/checkoutByItems", // the pending change as a new cart: NO_AUTH
      "/api/x4/cart/checkoutByItems", // the one retry as a new guest cart: NO_AUTH again, and it gives up
    ]);
    expect(cart.cartId).toBeNull();
    // the shopper is told, and the line stays, for a new cart with the next change
    expect(failures).toEqual([
      { key: "CART_NOT_SAVED", error_data: { errors: [{ key: "CART_NOT_SAVED", limit: 100 }] } },
    ]);
    expect(cart.lines).toEqual([{ uuid: SENCHA, quantity: 1 }]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}")).toMatchObject({ drafts: [[SENCHA, 1]] });

    cart.setQuantity(productOf(EARL_GREY), 1);
    await settled(cart);
    expect(calls.slice(3).map((call) => call.body)).toEqual([
      {
        items: [
          { uuid: SENCHA, quantity: 1 },
          { uuid: EARL_GREY, quantity: 1 },
        ],
        lang_key: "en",
      },
      {
        items: [
          { uuid: SENCHA, quantity: 1 },
          { uuid: EARL_GREY, quantity: 1 },
        ],
        lang_key: "en",
      },
    ]);
    expect(failures).toHaveLength(2);
    expect(cart.lines).toHaveLength(2);
    stop();
  });
});

describe("CartStore when the shop API is down", () => {
  let failing: ReturnType<typeof serve>;
  let failingUrl: string;
  let down = true;
  beforeAll(async () => {
    const app = new Hono();
    app.all("*", async (c) => {
      if (down) return c.text("upstream exploded", 503);
      return fetch(`${api.url}${new URL(c.req.url).pathname}`, {
        method: c.req.method,
        headers: c.req.raw.headers,
        body: c.req.method === "GET" ? undefined : await c.req.text(),
      });
    });
    await new Promise<void>((resolve) => {
      failing = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        failingUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => failing.close(() => resolve())));

  it("keeps the change, tells the shopper once, and sends it when the API is back", async () => {
    const { cart, calls, failures, stop } = createCart({ baseUrl: failingUrl, retryMs: 40 });
    cart.setQuantity(productOf(SENCHA), 2);
    await settled(cart);
    await new Promise((resolve) => setTimeout(resolve, 100)); // a retry or two, still down
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(failures).toHaveLength(1);
    expect(cart.lines).toEqual([{ uuid: SENCHA, quantity: 2 }]);
    expect(cart.drafts.get(SENCHA)).toBe(2);

    down = false;
    await when(() => cart.drafts.size === 0, { timeout: 2_000 });
    expect(cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.items).toEqual([{ uuid: SENCHA, quantity: 2 }]);
    expect(failures).toHaveLength(1);
    stop();
  });
});

describe("CartStore with no connection", () => {
  it("tells the shopper it is the connection, keeps the change and sends it as soon as the device is back online", async () => {
    const network = { up: false };
    const { cart, calls, failures, stop } = createCart({ network, retryMs: 60_000 });
    cart.setQuantity(productOf(SENCHA), 2);
    await settled(cart);
    expect(failures).toEqual([OFFLINE]);
    expect(cart.drafts.get(SENCHA)).toBe(2);

    network.up = true;
    window.dispatchEvent(new Event("online")); // long before the next retry
    await when(() => cart.drafts.size === 0, { timeout: 2_000 });
    expect(cart.items).toEqual([{ uuid: SENCHA, quantity: 2 }]);
    expect(new Set(calls.map((call) => call.path))).toEqual(new Set(["/api/x4/cart/checkoutByItems"]));
    expect(failures).toHaveLength(1); // told once
    stop();
  });
});
