import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import type { Cart, CartProblem, CartResponse } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { importShopDocument } from "../../server/shops/importShop";
import { bulkShopDocument, uuidA } from "./catalogueHarness";
import {
  type ApiAnswer,
  type DbKind,
  getJson,
  openTestDatabase,
  postJson,
  readFixture,
  type RunningApi,
  schemaErrors,
  startApi,
} from "./harness";

/** Shop A of the fixtures with three more products (see cartShopADocument). */
export const cartProducts = {
  sencha: uuidA(1), // 120 (10+: 99.5), stock 50, max 20
  matcha: uuidA(2), // has variants
  matcha50: uuidA(21), // 350.5 (5+: 330), stock 10, max 5
  matcha100: uuidA(22), // 650, stock 0
  earlGrey: uuidA(3), // 95.25, preorder, stock unlimited
  houseBlend: uuidA(4), // 180, stock 3
  sampler: uuidA(5), // 49, unlimited
  oolong: uuidA(6), // 200, min 3, max 10
  hamper: uuidA(7), // 10,000
  whisk: uuidA(8), // 300, preorder, stock 2
} as const;

/** A copy of shop A with limits: min 500 baht, max 2,000 baht, at most 25 items. */
export const limitShop = { id: 904, host: "d.test" } as const;

function product(n: number, slug: string, price: number, names: [string, string], extra: Record<string, unknown>) {
  return {
    uuid: uuidA(n),
    slug,
    categoryIds: [1],
    images: [{ src: `/images/${slug}.jpg`, alt: slug, width: 800, height: 800 }],
    price,
    ...extra,
    texts: {
      th: { name: names[0], unit: "ชิ้น", highlight: "", details: "" },
      en: { name: names[1], unit: "piece", highlight: "", details: "" },
    },
  };
}

/** Shop A (tests/fixtures/shop-a.json) plus oolong (min 3, max 10), a 10,000-baht hamper and a preorder whisk. */
export async function cartShopADocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-a.json");
  const catalogue = document.catalogue as { products: unknown[] };
  catalogue.products.push(
    product(6, "oolong", 200, ["ชาอูหลง", "Oolong"], { minOrder: 3, maxOrder: 10 }),
    product(7, "hamper", 10_000, ["กระเช้าของขวัญ", "Gift hamper"], {}),
    product(8, "whisk", 300, ["แปรงชงชา", "Matcha whisk"], { preorder: true, stock: 2 }),
  );
  return document;
}

/** Shop D: shop A's catalogue (same uuids) with order limits. */
export async function limitShopDocument(): Promise<Record<string, unknown>> {
  const document = await cartShopADocument();
  document.shop = {
    id: limitShop.id,
    webName: "shop-d",
    name: "Shop D",
    hosts: [limitShop.host],
    defaultLang: "en",
    orderLimits: { minOrderPrice: 500, maxOrderPrice: 2000, maxCartQuantity: 25 },
  };
  return document;
}

export interface CartApi {
  readonly url: string;
  readonly db: Kysely<Database>;
}

/**
 * For a describe block: a fresh database of `kind` with shop A (cart copy), shop B, the bulk shop C and the limit
 * shop D, the shop API serving it over HTTP, and the database itself for what tests set up behind the API.
 */
export function useCartApi(kind: DbKind): CartApi {
  let database: DatabaseHandle | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const document of [
      await cartShopADocument(),
      await readFixture("shop-b.json"),
      await bulkShopDocument(),
      await limitShopDocument(),
    ]) {
      await importShopDocument(database.db, document);
    }
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  return {
    get url() {
      if (!api) throw new Error("the API starts in beforeAll");
      return api.url;
    },
    get db() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database.db;
    },
  };
}

export interface Credentials {
  cart_id: string;
  cart_secret: string;
}

/** The cart calls of one shop, by host. */
export function cartClient(api: CartApi, host: string) {
  const headers = (extra: Record<string, string>) => ({ "X-Nuxt-Host": host, ...extra });
  return {
    get(query: Partial<Credentials> & { lang?: string }, extra: Record<string, string> = {}): Promise<ApiAnswer> {
      const search = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return getJson(`${api.url}/api/x4/cart/get?${search}`, headers(extra));
    },
    post(call: string, body: unknown, extra: Record<string, string> = {}): Promise<ApiAnswer> {
      return postJson(`${api.url}/api/x4/cart/${call}`, body, headers(extra));
    },
    async create(items: { uuid: string; quantity: number }[], lang_key = "en"): Promise<Cart & Credentials> {
      const cart = expectCart(
        await postJson(`${api.url}/api/x4/cart/checkoutByItems`, { items, lang_key }, headers({})),
      );
      if (!cart.cart_secret) throw new Error("checkoutByItems answered no secret");
      return { ...cart, cart_secret: cart.cart_secret };
    },
  };
}

/** Expects a 200 cart answer, schema-valid and never cached; returns its cart. */
export function expectCart(answer: ApiAnswer): Cart {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(schemaErrors("api/cart-response.schema.json", answer.body)).toEqual([]);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  return (answer.body as CartResponse).data;
}

/** Expects a schema-valid, never cached error envelope with this status and key; returns the body. */
export function expectCartError(
  answer: ApiAnswer,
  status: number,
  key: string,
): { message: string; errors?: { field: string; message: string }[]; error_data?: { errors: CartProblem[] } } {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
  expect(answer.body).toMatchObject({ success: false, key });
  expect(answer.headers.get("cache-control")).toBe("no-store");
  return answer.body as ReturnType<typeof expectCartError>;
}

/** Expects a 422 refusal whose key is the first problem's; returns the problems. */
export function expectProblems(answer: ApiAnswer, key: string): CartProblem[] {
  const body = expectCartError(answer, 422, key);
  const problems = body.error_data?.errors ?? [];
  expect(problems[0]?.key).toBe(key);
  return problems;
}

/** The (uuid, quantity) pairs of a cart, in its order. */
export function linesOf(cart: Cart): [string, number][] {
  return cart.items.map((line) => [line.uuid, line.quantity]);
}
