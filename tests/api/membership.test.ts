import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemberChangeResponse, MemberInfoResponse } from "~/generated/schemas";
import { messagesByLang } from "~/i18n/messages";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { loggedInShopper, type TestLogin } from "./accountHarness";
import {
  dbKinds,
  fixtureShops,
  getJson,
  importFixtureShops,
  openTestDatabase,
  type RunningApi,
  schemaErrors,
  startApi,
} from "./harness";

const A = fixtureShops.a;
const B = fixtureShops.b;

/** The consent as the join dialog shows it in a language: the intro, then the seven items (locales/). */
function shownConsent(messages: (typeof messagesByLang)["th"]): string {
  const items = ["name", "address", "email", "phone", "gender", "birthDate", "age"] as const;
  return [
    messages["member.consent.intro"],
    ...items.map((item) => `- ${messages[`member.consent.item.${item}`]}`),
  ].join("\n");
}

describe.each(dbKinds)("membership API on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importFixtureShops(database.db);
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  /** A storefront call of a shop, as a shopper (cookie) or a guest; extra headers override the storefront's. */
  function call(action: "info" | "join" | "leave", host: string, login?: TestLogin, headers = {}, query = "") {
    return getJson(`${api.url}/api/x4/member/${action}${query}`, {
      "X-Nuxt-Host": host,
      ...(login ? { Cookie: login.cookie } : {}),
      ...headers,
    });
  }

  async function info(host: string, login?: TestLogin) {
    const answer = await call("info", host, login);
    expect(answer.status).toBe(200);
    expect(schemaErrors("api/member-info-response.schema.json", answer.body)).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return (answer.body as MemberInfoResponse).data;
  }

  async function change(action: "join" | "leave", login: TestLogin, headers = {}, query = "") {
    const answer = await call(action, A.host, login, headers, query);
    expect(answer.status).toBe(200);
    expect(schemaErrors("api/member-change-response.schema.json", answer.body)).toEqual([]);
    return answer.body as MemberChangeResponse;
  }

  function membershipRows(shopId: number, accountId: string) {
    return withShop(database.db, shopId, (trx) =>
      trx
        .selectFrom("memberships")
        .selectAll()
        .where("shop_id", "=", shopId)
        .where("account_id", "=", accountId)
        .orderBy("joined_at")
        .execute(),
    );
  }

  it("tells a guest no membership (member null) but the shop's member count", async () => {
    const data = await info(A.host);
    expect(data.member).toBeNull();
    expect(data.join_num).toBeGreaterThanOrEqual(0);
  });

  it("tells a logged-in non-member member_flag '0'", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    expect((await info(A.host, shopper)).member).toEqual({ member_flag: "0" });
  });

  it("joins, recording the consent text shown in Thai (X-Page-Lang), its language and time", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    const before = Date.now();
    const joined = await change("join", shopper, { "X-Page-Lang": "th" });
    expect(joined.key).toBe("JOINED");
    expect(joined.data.member.member_flag).toBe("1");

    const [row, ...others] = await membershipRows(A.id, shopper.accountId);
    expect(others).toEqual([]);
    expect(row?.consent_text).toBe(shownConsent(messagesByLang.th));
    expect(row?.consent_lang).toBe("th");
    expect(row?.left_at).toBeNull();
    const consentAt = row?.consent_at.getTime() ?? 0;
    expect(consentAt).toBeGreaterThanOrEqual(before - 5_000); // the database's clock, allowed a little skew
    expect(consentAt).toBeLessThanOrEqual(Date.now() + 5_000);

    const member = (await info(A.host, shopper)).member;
    expect(member).toEqual({ member_flag: "1", joined_at: row?.joined_at.toISOString() });
  });

  it("records the English text when the request asks for English (lang wins; cn is shown in English)", async () => {
    for (const lang of ["en", "cn"]) {
      const shopper = await loggedInShopper(database.db, A.id);
      await change("join", shopper, { "X-Page-Lang": "th" }, `?lang=${lang}`);
      const [row] = await membershipRows(A.id, shopper.accountId);
      expect(row?.consent_text).toBe(shownConsent(messagesByLang.en));
      expect(row?.consent_lang).toBe("en");
    }
  });

  it("joining as a member changes nothing (ALREADY_MEMBER keeps the first consent)", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    await change("join", shopper, { "X-Page-Lang": "th" });
    const again = await change("join", shopper, { "X-Page-Lang": "en" });
    expect(again.key).toBe("ALREADY_MEMBER");
    expect(again.data.member.member_flag).toBe("1");
    const rows = await membershipRows(A.id, shopper.accountId);
    expect(rows.map((row) => row.consent_lang)).toEqual(["th"]);
  });

  it("concurrent joins of one shopper start one membership", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => change("join", shopper)));
    expect(answers.map((answer) => answer.key).sort()).toEqual([
      "ALREADY_MEMBER",
      "ALREADY_MEMBER",
      "ALREADY_MEMBER",
      "ALREADY_MEMBER",
      "JOINED",
    ]);
    expect(await membershipRows(A.id, shopper.accountId)).toHaveLength(1);
  });

  it("leaves (the consent stays on record), leaving again is NOT_A_MEMBER, and re-joining starts a new membership", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    await change("join", shopper, { "X-Page-Lang": "th" });
    const left = await change("leave", shopper);
    expect(left).toEqual({ success: true, key: "LEFT", data: { member: { member_flag: "0" } } });
    expect((await info(A.host, shopper)).member).toEqual({ member_flag: "0" });
    expect((await change("leave", shopper)).key).toBe("NOT_A_MEMBER");

    expect((await change("join", shopper, { "X-Page-Lang": "en" })).key).toBe("JOINED");
    expect((await info(A.host, shopper)).member?.member_flag).toBe("1");
    const rows = await membershipRows(A.id, shopper.accountId);
    expect(rows.map((row) => [row.consent_lang, row.left_at === null])).toEqual([
      ["th", false],
      ["en", true],
    ]);
  });

  it("join_num counts the shop's current members: up on join, down on leave", async () => {
    const count = async () => (await info(A.host)).join_num;
    const start = await count();
    const first = await loggedInShopper(database.db, A.id);
    const second = await loggedInShopper(database.db, A.id);
    await change("join", first);
    await change("join", second);
    await change("join", second);
    expect(await count()).toBe(start + 2);
    await change("leave", first);
    expect(await count()).toBe(start + 1);
  });

  it("refuses join and leave to a guest: 401 NO_AUTH", async () => {
    for (const action of ["join", "leave"] as const) {
      const answer = await call(action, A.host);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, key: "NO_AUTH" });
      expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    }
  });

  it("takes shop A's session on shop B's host for a guest's: NO_AUTH, member null", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    for (const action of ["join", "leave"] as const) {
      const answer = await call(action, B.host, shopper);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ key: "NO_AUTH" });
    }
    expect((await info(B.host, shopper)).member).toBeNull();
  });

  it("refuses join and leave without X-Nuxt-Host (a cross-site link or image sends only Host and the cookie)", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    for (const action of ["join", "leave"] as const) {
      const answer = await getJson(`${api.url}/api/x4/member/${action}`, { Host: A.host, Cookie: shopper.cookie });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, key: "CROSS_SITE_REQUEST" });
    }
    expect(await membershipRows(A.id, shopper.accountId)).toEqual([]);
    // info changes nothing: Host alone is enough
    expect((await getJson(`${api.url}/api/x4/member/info`, { Host: A.host, Cookie: shopper.cookie })).status).toBe(200);
  });

  it("keeps each shop's memberships to itself", async () => {
    const inA = await loggedInShopper(database.db, A.id);
    const countB = (await info(B.host)).join_num;
    await change("join", inA);
    expect((await info(B.host)).join_num).toBe(countB);
    // shop B's scope sees no row of shop A's, even asked by shop A's id
    const seenFromB = await withShop(database.db, B.id, (trx) =>
      trx.selectFrom("memberships").select("id").where("shop_id", "=", A.id).execute(),
    );
    expect(seenFromB).toEqual([]);
  });

  it("names a bad lang or X-Page-Lang in a 400", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    const badQuery = await call("join", A.host, shopper, {}, "?lang=fr");
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toMatchObject({ key: "INVALID_REQUEST", errors: [{ field: "lang" }] });
    const badHeader = await call("join", A.host, shopper, { "X-Page-Lang": "klingon" });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body).toMatchObject({ key: "INVALID_REQUEST", errors: [{ field: "X-Page-Lang" }] });
    expect(await membershipRows(A.id, shopper.accountId)).toEqual([]);
  });
});
