import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CouponClaimResponse, CouponListResponse } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { importShopDocument } from "../../server/shops/importShop";
import { loggedInShopper } from "./accountHarness";
import { fixtureWithCoupons, testCoupon, testCoupons, withCoupons } from "./couponHarness";
import {
  dbKinds,
  fixtureShops,
  getJson,
  openTestDatabase,
  postJson,
  readFixture,
  type RunningApi,
  schemaErrors,
  startApi,
} from "./harness";

const A = fixtureShops.a;
const B = fixtureShops.b;

describe.each(dbKinds)("coupon calls on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, await fixtureWithCoupons("shop-a.json"));
    await importShopDocument(database.db, await fixtureWithCoupons("shop-b.json"));
    api = await startApi(database.db);
  });

  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const list = (host: string, headers: Record<string, string> = {}) =>
    getJson(`${api.url}/api/x4/coupon/list?lang=en`, { "X-Nuxt-Host": host, ...headers });
  const claim = (code: string, cookie?: string, host: string = A.host) =>
    postJson(
      `${api.url}/api/x4/coupon/claim`,
      { code },
      { "X-Nuxt-Host": host, ...(cookie ? { Cookie: cookie } : {}) },
    );

  async function remainingOf(code: string): Promise<number | null> {
    const row = await withShop(db(), A.id, (trx) =>
      trx
        .selectFrom("coupons")
        .select("remaining")
        .where("shop_id", "=", A.id)
        .where("code", "=", code)
        .executeTakeFirstOrThrow(),
    );
    return row.remaining;
  }

  it("lists a guest the shop's coupons with their public fields, never cached", async () => {
    const answer = await list(A.host);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(schemaErrors("api/coupon-list-response.schema.json", answer.body)).toEqual([]);
    const { data } = answer.body as CouponListResponse;
    expect(data.logged_in).toBe(false);
    expect(data.coupons.map((coupon) => coupon.code)).toEqual(testCoupons.map((coupon) => coupon.code));
    expect(data.coupons[0]).toMatchObject({
      code: "TEN-LEFT",
      type: "discount",
      percent: 10,
      amount: null,
      max_discount: 100,
      min_spend: 0,
      quantity: 10,
      remaining: 10,
      use_ends_at: null,
      title: "Coupon 10%",
      how_to_use: "Use at checkout",
      claimed: null,
      used: null,
    });
    expect(data.coupons.find((coupon) => coupon.code === "FIFTY-OFF")).toMatchObject({ amount: 50, min_spend: 300 });
  });

  it("tells a logged-in shopper which coupons they claimed", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    expect((await claim("FIFTY-OFF", shopper.cookie)).status).toBe(200);
    const { data } = (await list(A.host, { Cookie: shopper.cookie })).body as CouponListResponse;
    expect(data.logged_in).toBe(true);
    expect(data.member).toBe(false);
    const byCode = new Map(data.coupons.map((coupon) => [coupon.code, coupon]));
    expect(byCode.get("FIFTY-OFF")).toMatchObject({ claimed: true, used: false });
    expect(byCode.get("SOON")).toMatchObject({ claimed: false, used: false });
  });

  it("claims a coupon once: the second try is COUPON_ALREADY_CLAIMED", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    const first = await claim("LATER", shopper.cookie);
    expect(first.status).toBe(200);
    expect(schemaErrors("api/coupon-claim-response.schema.json", first.body)).toEqual([]);
    expect((first.body as CouponClaimResponse).data.coupon).toMatchObject({ code: "LATER", claimed: true });
    const second = await claim("LATER", shopper.cookie);
    expect(second).toMatchObject({ status: 409, body: { success: false, key: "COUPON_ALREADY_CLAIMED" } });
  });

  it.each([
    ["SOON", 422, "COUPON_NOT_CLAIMABLE_YET"],
    ["OVER", 422, "COUPON_EXPIRED"],
    ["ALL-GONE", 409, "COUPON_USED_UP"],
    ["MEMBERS", 403, "COUPON_CONDITIONS_NOT_MET"],
    ["NO-SUCH", 404, "COUPON_CODE_NOT_FOUND"],
  ])("refuses %s with %i %s", async (code, status, key) => {
    const shopper = await loggedInShopper(db(), A.id);
    const answer = await claim(code, shopper.cookie);
    expect(answer).toMatchObject({ status, body: { success: false, key } });
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
  });

  it("lets a member claim a members-only coupon", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    await withShop(db(), A.id, (trx) =>
      trx
        .insertInto("memberships")
        .values({ shop_id: A.id, account_id: shopper.accountId, consent_text: "ok", consent_lang: "en" })
        .execute(),
    );
    expect((await claim("MEMBERS", shopper.cookie)).status).toBe(200);
    const { data } = (await list(A.host, { Cookie: shopper.cookie })).body as CouponListResponse;
    expect(data.member).toBe(true);
  });

  it("is 401 NO_AUTH for a guest, and for another shop's session", async () => {
    expect(await claim("TEN-LEFT")).toMatchObject({ status: 401, body: { key: "NO_AUTH" } });
    const shopperOfB = await loggedInShopper(db(), B.id);
    expect(await claim("TEN-LEFT", shopperOfB.cookie, A.host)).toMatchObject({ status: 401, body: { key: "NO_AUTH" } });
    const { data } = (await list(A.host, { Cookie: shopperOfB.cookie })).body as CouponListResponse;
    expect(data.logged_in).toBe(false);
  });

  it("names the field of a bad body", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    const answer = await postJson(
      `${api.url}/api/x4/coupon/claim`,
      { code: "" },
      { "X-Nuxt-Host": A.host, Cookie: shopper.cookie },
    );
    expect(answer).toMatchObject({ status: 400, body: { key: "INVALID_REQUEST", errors: [{ field: "code" }] } });
  });

  it("gives exactly 10 of 50 concurrent claims of a coupon with 10 left", async () => {
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => loggedInShopper(db(), A.id)));
    const started = performance.now();
    const latencies: number[] = [];
    const answers = await Promise.all(
      shoppers.map(async (shopper) => {
        const sent = performance.now();
        const answer = await claim("TEN-LEFT", shopper.cookie);
        latencies.push(performance.now() - sent);
        return answer;
      }),
    );
    const wall = performance.now() - started;
    const keys = answers.map((answer) => (answer.status === 200 ? "OK" : (answer.body as { key: string }).key));
    expect(keys.filter((key) => key === "OK")).toHaveLength(10);
    expect(keys.filter((key) => key !== "OK").every((key) => key === "COUPON_USED_UP")).toBe(true);
    expect(await remainingOf("TEN-LEFT")).toBe(0);
    const claims = await withShop(db(), A.id, (trx) =>
      trx.selectFrom("coupon_claims").select("account_id").where("coupon_code", "=", "TEN-LEFT").execute(),
    );
    expect(claims).toHaveLength(10);
    latencies.sort((x, y) => x - y);
    console.info(
      `[coupons ${kind}] 50 concurrent claims: ${wall.toFixed(0)} ms wall, median ${latencies[25]?.toFixed(1)} ms, p95 ${latencies[47]?.toFixed(1)} ms`,
    );
  });

  it("keeps claims over a re-import and never gives out more than the total", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    const limited = { ...testCoupon("TEN-LEFT"), code: "REIMPORT", quantity: { total: 3 } };
    const shopA = await readFixture("shop-a.json");
    await importShopDocument(db(), await withCoupons(shopA, [...testCoupons, limited]));
    expect((await claim("REIMPORT", shopper.cookie)).status).toBe(200);
    await importShopDocument(db(), await withCoupons(shopA, [...testCoupons, limited]));
    expect(await remainingOf("REIMPORT")).toBe(2);
    expect(await claim("REIMPORT", shopper.cookie)).toMatchObject({ body: { key: "COUPON_ALREADY_CLAIMED" } });
    // left out of the document: gone, with its claims
    await importShopDocument(db(), await withCoupons(shopA, testCoupons));
    expect(await claim("REIMPORT", shopper.cookie)).toMatchObject({
      status: 404,
      body: { key: "COUPON_CODE_NOT_FOUND" },
    });
  });
});

describe("coupon validation in the shop document", () => {
  it("names each problem the schema cannot see", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const bad = [
        { ...testCoupon("TEN-LEFT"), amount: 5 },
        {
          ...testCoupon("FIFTY-OFF"),
          code: "TEN-LEFT",
          claimPeriod: { start: "2026-01-02T00:00:00Z", end: "2026-01-01T00:00:00Z" },
        },
        { ...testCoupon("MEMBERS"), usePeriod: { start: "2026-01-02T00:00:00Z", end: "2026-01-02T00:00:00Z" } },
        { ...testCoupon("ALL-GONE"), quantity: { total: 1, remaining: 2 } },
      ];
      const error = await importShopDocument(database.db, await withCoupons(readFixture("shop-a.json"), bad)).catch(
        (caught: unknown) => caught,
      );
      expect((error as { problems: { pointer: string }[] }).problems.map((problem) => problem.pointer)).toEqual([
        "/coupons/0",
        "/coupons/1/code",
        "/coupons/1/claimPeriod/end",
        "/coupons/2/usePeriod/end",
        "/coupons/3/quantity/remaining",
      ]);
    } finally {
      await database.close();
    }
  });
});
