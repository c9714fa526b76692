import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/api/client";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { loggedInShopper, type TestLogin } from "../../tests/api/accountHarness";
import { openTestDatabase, readFixture, type RunningApi, startApi } from "../../tests/api/harness";
import { AuthStore } from "./AuthStore";

/** The auth store against the real shop API (fixture shop A on PGlite, over HTTP). */
const SHOP_A = 901;
const HOST = "a.test";
const SHOP_ORIGIN = "http://a.test"; // the test API's default public URL: http, no port

let database: DatabaseHandle;
let api: RunningApi;
let shopper: TestLogin;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await importShopDocument(database.db, await readFixture("shop-a.json"));
  api = await startApi(database.db);
  shopper = await loggedInShopper(database.db, SHOP_A);
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

function createAuth({
  cookie = "",
  here = `${SHOP_ORIGIN}/en/category/tea/1?p_page=2#list`,
  accountServiceUrl = `${SHOP_ORIGIN}/account`,
  baseUrl = api.url,
} = {}) {
  const visited: string[] = [];
  const posted: string[] = [];
  const calls: string[] = [];
  const client = createApiClient({
    baseUrl,
    host: HOST,
    lang: () => "en",
    fetch: (input, init) => {
      calls.push(new URL(String(input)).pathname);
      const headers = new Headers(init?.headers);
      if (cookie) headers.set("Cookie", cookie);
      return fetch(input, { ...init, headers });
    },
  });
  const auth = new AuthStore({
    api: client,
    lang: () => "en",
    accountServiceUrl: () => accountServiceUrl,
    here: () => here,
    go: (url) => visited.push(url),
    post: (url) => posted.push(url),
  });
  return { auth, visited, posted, calls };
}

describe("AuthStore", () => {
  it("is unknown until checked, then the session's user, logged in", async () => {
    const { auth } = createAuth({ cookie: shopper.cookie });
    expect(auth.user).toBeNull();
    expect(auth.checked).toBe(false);
    await auth.check();
    expect(auth.user).toMatchObject({ id: shopper.accountId, email: shopper.email });
    expect(auth.isLoggedIn).toBe(true);
  });

  it("is false after a failed check, and concurrent checks share one request", async () => {
    const { auth, calls } = createAuth();
    await Promise.all([auth.check(), auth.check(), auth.check()]);
    expect(auth.user).toBe(false);
    expect(auth.checked).toBe(true);
    expect(auth.isLoggedIn).toBe(false);
    expect(calls).toEqual(["/api/x4/auth/check"]);
  });

  it("logs in at the account service with the shopper's full place as continue_url and the language appended", async () => {
    const { auth, visited } = createAuth();
    await auth.login();
    expect(visited).toHaveLength(1);
    const target = new URL(visited[0] ?? "");
    expect(`${target.origin}${target.pathname}`).toBe(`${SHOP_ORIGIN}/account/login`);
    expect(target.searchParams.get("continue_url")).toBe(`${SHOP_ORIGIN}/en/category/tea/1?p_page=2#list`);
    expect(target.searchParams.get("lang")).toBe("en");
  });

  it("clears the user before logging out, then posts to the account service's log-out (never a GET)", async () => {
    const { auth, visited, posted } = createAuth({ cookie: shopper.cookie });
    await auth.check();
    const leaving = auth.logout();
    expect(auth.user).toBe(false);
    await leaving;
    expect(visited).toEqual([]);
    expect(new URL(posted[0] ?? "").pathname).toBe("/account/logout");
  });

  it("does not follow a URL off the account service's origin, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { auth, visited } = createAuth({ accountServiceUrl: "https://accounts.example/" });
    await auth.register();
    expect(visited).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("not on the account service"));
    error.mockRestore();
  });

  it("logs a failed URL request with its key (§8) and stays put", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { auth, visited } = createAuth({ baseUrl: "http://127.0.0.1:9" });
    await auth.login();
    expect(visited).toEqual([]);
    expect(error).toHaveBeenCalledWith("[auth] the login URL request failed: NETWORK_ERROR");
    error.mockRestore();
  });

  it("names the account menu's pages at the account service, in the page's language, leading back here", () => {
    const { auth } = createAuth();
    const url = new URL(auth.accountPageUrl("orders"));
    expect(`${url.origin}${url.pathname}`).toBe(`${SHOP_ORIGIN}/account/orders`);
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("continue_url")).toBe(`${SHOP_ORIGIN}/en/category/tea/1?p_page=2#list`);
  });
});
