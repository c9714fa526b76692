import { type IObservableValue, observable, runInAction, when } from "mobx";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/api/client";
import type { DatabaseHandle } from "../../server/db";
import { loggedInShopper, type TestLogin } from "../../tests/api/accountHarness";
import { fixtureShops, importFixtureShops, openTestDatabase, type RunningApi, startApi } from "../../tests/api/harness";
import { MembershipStore } from "./MembershipStore";

/**
 * The membership store against the real shop API (fixture shops on an in-memory PGlite, over HTTP). The session
 * cookie a browser would send is added to every request of a logged-in shopper; the paths called are recorded.
 */
let database: DatabaseHandle;
let api: RunningApi;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await importFixtureShops(database.db);
  api = await startApi(database.db);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

interface Harness {
  membership: MembershipStore;
  calls: string[];
  /** Who the session is: the login, false for a guest, null while unchecked. */
  session: IObservableValue<TestLogin | false | null>;
}

function createMembership(initial: TestLogin | false | null, lang: "th" | "en" = "en"): Harness {
  const session = observable.box(initial, { deep: false });
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl: api.url,
    host: fixtureShops.a.host,
    lang: () => lang,
    fetch: (input, init) => {
      calls.push(new URL(String(input)).pathname);
      const headers = new Headers(init?.headers);
      const login = session.get();
      if (login) headers.set("Cookie", login.cookie);
      return fetch(input, { ...init, headers });
    },
  });
  const membership = new MembershipStore({
    api: client,
    account: () => {
      const login = session.get();
      return login ? login.accountId : login;
    },
  });
  return { membership, calls, session };
}

describe("MembershipStore against the shop API", () => {
  it("asks nothing for a guest or before the session is checked", async () => {
    for (const initial of [false, null] as const) {
      const { membership, calls } = createMembership(initial);
      const stop = membership.follow();
      await membership.load();
      expect(await membership.join()).toBe(false);
      expect(await membership.leave()).toBe(false);
      expect(calls).toEqual([]);
      expect(membership.member).toBeNull();
      stop();
    }
  });

  it("loads member info once logged in, joins, leaves and refreshes member info after each (§4)", async () => {
    const shopper = await loggedInShopper(database.db, fixtureShops.a.id);
    const { membership, calls, session } = createMembership(null);
    const stop = membership.follow();
    runInAction(() => session.set(shopper)); // the session check answered
    await when(() => membership.member !== null);
    expect(membership.isMember).toBe(false);
    const count = membership.joinNum ?? -1;
    expect(count).toBeGreaterThanOrEqual(0);

    expect(await membership.join()).toBe(true);
    expect(membership.isMember).toBe(true);
    expect(membership.member?.joined_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(membership.joinNum).toBe(count + 1);
    expect(membership.lastChange).toBe("joined");

    expect(await membership.leave()).toBe(true);
    expect(membership.isMember).toBe(false);
    expect(membership.joinNum).toBe(count);
    expect(membership.lastChange).toBe("left");
    expect(calls).toEqual([
      "/api/x4/member/info",
      "/api/x4/member/join",
      "/api/x4/member/info",
      "/api/x4/member/leave",
      "/api/x4/member/info",
    ]);
    stop();
  });

  it("forgets the membership on log-out and loads the next account's", async () => {
    const first = await loggedInShopper(database.db, fixtureShops.a.id);
    const second = await loggedInShopper(database.db, fixtureShops.a.id);
    const { membership, session } = createMembership(first);
    const stop = membership.follow();
    await when(() => membership.member !== null);
    await membership.join();
    runInAction(() => session.set(false));
    expect(membership.member).toBeNull();
    expect(membership.joinNum).toBeNull();
    runInAction(() => session.set(second));
    await when(() => membership.member !== null);
    expect(membership.isMember).toBe(false);
    stop();
  });

  it("shares one info request between concurrent loads", async () => {
    const shopper = await loggedInShopper(database.db, fixtureShops.a.id);
    const { membership, calls } = createMembership(shopper);
    await Promise.all([membership.load(), membership.load(), membership.load()]);
    expect(calls).toEqual(["/api/x4/member/info"]);
  });

  it("reports a refused join (a session the server no longer knows: NO_AUTH) and keeps the shopper a non-member", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const gone = { ...(await loggedInShopper(database.db, fixtureShops.a.id)), cookie: "sf_session=expired" };
    const { membership } = createMembership(gone);
    expect(await membership.join()).toBe(false);
    expect(membership.failed).toBe(true);
    expect(membership.isMember).toBe(false);
    expect(membership.lastChange).toBeNull();
    expect(warn).toHaveBeenCalledWith("[membership] join failed: NO_AUTH");
    warn.mockRestore();
  });
});
