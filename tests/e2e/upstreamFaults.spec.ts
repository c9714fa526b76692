import { expect, test } from "./fixtures";
import { type Fault, type FaultyApi, SECRET, startFaultyApi } from "./faultyApi";
import { type RawAnswer, rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";

// The built storefront with API_ORIGIN on a stand-in API that fails on demand (tests/e2e/faultyApi.ts), healthy
// through the real API of the Playwright web server. The budgets are the defaults (server/config.ts): 2.5 s an
// attempt, 5 s a request, the circuit opening after 5 failures in a row; it half-opens after 2 s here (10 s default).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const FAULTY_PORT = PORT + 3;
const STOREFRONT_PORT = PORT + 4;
const BREAKER_RESET_MS = 2000;

const MALFORMED: Fault[] = ["malformed", "truncated", "html", "emptyData", "nullData", "wrongTypes"];

let api: FaultyApi;
let storefront: RunningServer;

async function get(path: string): Promise<RawAnswer & { text: string }> {
  const answer = await rawGet(STOREFRONT_PORT, path, { host: `localhost:${STOREFRONT_PORT}` });
  return { ...answer, text: answer.body.toString("utf8") };
}

/** The storefront's own error page (try again shortly): branded, in Thai, never cached, nothing of what the API said. */
function expectErrorPage(answer: RawAnswer & { text: string }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.text).toContain('<html lang="th"');
  expect(answer.text).toContain("ระบบไม่พร้อมให้บริการชั่วคราว");
  expectNothingSpilled(answer);
}

function expectNothingSpilled(answer: RawAnswer & { text: string }) {
  expect(answer.text).not.toContain(SECRET);
  expect(answer.text).not.toContain("/srv/");
  expect(answer.headers["x-internal-secret"]).toBeUndefined();
  expect(answer.headers["x-powered-by"]).toBeUndefined();
  expect(answer.headers.server).toBeUndefined();
  expect(answer.headers["set-cookie"]).toBeUndefined();
}

/** The shop API's JSON error envelope, with the status and key the storefront gives that fault. */
function expectEnvelope(answer: RawAnswer & { text: string }, status: number, key: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(answer.text)).toMatchObject({ success: false, key });
  expectNothingSpilled(answer);
}

function logLines(): Record<string, unknown>[] {
  return storefront
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A healthy answer closes the circuit and resets its count of failures, so each test starts afresh. */
async function heal() {
  api.fail("healthy");
  await expect.poll(async () => (await get("/api/health")).status, { timeout: BREAKER_RESET_MS * 3 }).toBe(200);
}

test.describe("the shop API at API_ORIGIN fails", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(60_000);

  test.beforeAll(async () => {
    test.setTimeout(90_000); // a hook's own (the describe's covers its tests only): a server started, on a busy machine
    api = await startFaultyApi(FAULTY_PORT, `http://127.0.0.1:${PORT}`);
    storefront = await startBuiltServer(STOREFRONT_PORT, {
      API_ORIGIN: api.origin,
      API_BREAKER_RESET_MS: String(BREAKER_RESET_MS),
      PAGE_CACHE: "off", // every page asks the API
    });
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await api?.close();
  });

  test("one log line per request: its id (echoed), host, status, latency; never a cookie or a credential", async () => {
    const answer = await rawGet(STOREFRONT_PORT, "/?utm=1", {
      host: `localhost:${STOREFRONT_PORT}`,
      "x-request-id": "edge-7f3a",
      cookie: "hosted_cart_1=COOKIE_SECRET_4711",
      authorization: "Bearer TOKEN_SECRET_4711",
    });
    expect(answer.headers["x-request-id"]).toBe("edge-7f3a");
    await expect
      .poll(() => logLines().find((line) => line.reqId === "edge-7f3a"))
      .toMatchObject({
        host: "localhost",
        method: "GET",
        path: "/",
        status: 200,
        ms: expect.any(Number),
      });
    expect(storefront.output()).not.toMatch(/SECRET_4711/);
  });

  test("healthy: pages and /api answer, without the API's internal headers", async () => {
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("บ้านชา");
    expectNothingSpilled(page);
    const answer = await get("/api/page?path=/&lang=th");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ success: true });
    expectNothingSpilled(answer);
    expect(api.lastRequestId).toBe(answer.headers["x-request-id"]); // the API's log lines can be matched with ours
  });

  for (const fault of MALFORMED) {
    test(`an answer that is ${fault}: the error page, not a crash`, async () => {
      api.fail(fault);
      expectErrorPage(await get("/"), 502); // two failures (a malformed answer is retried): the circuit opens at 5
      const answer = await get("/api/page?path=/&lang=th");
      if (fault === "emptyData" || fault === "nullData" || fault === "wrongTypes") {
        // JSON: passed on (the browser's client checks its envelope), without the API's own headers
        expect(answer.headers["content-type"]).toMatch(/^application\/json/);
        expect(answer.headers["x-internal-secret"]).toBeUndefined();
      } else {
        expectEnvelope(answer, 502, "UPSTREAM_BAD_ANSWER");
      }
      await heal();
    });
  }

  for (const fault of ["malformed", "wrongTypes"] as const) {
    test(`answers that are ${fault} open the circuit like a 5xx: then pages fail at once, never calling the API`, async () => {
      api.fail(fault);
      // 5 failures in a row open it: a malformed answer is retried (two a page), a wrong one is not
      for (let page = 0; page < 5; page++) expect([502, 503]).toContain((await get(`/?bad=${page}`)).status);
      api.resetHits();
      for (let page = 0; page < 3; page++) expectErrorPage(await get(`/about?bad=${page}`), 503);
      expect(api.hits).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, BREAKER_RESET_MS + 200));
      await heal();
    });
  }

  test("a 500 spilling secrets: neither its body nor its headers reach pages or /api", async () => {
    api.fail("error500");
    expectErrorPage(await get("/"), 502);
    expectEnvelope(await get("/api/page?path=/&lang=th"), 502, "UPSTREAM_BAD_ANSWER");
    await heal();
  });

  test("an API that hangs: the error page and the envelope once the request budget is spent", async () => {
    api.fail("hang"); // it never answers: only the budget ends these requests
    expectErrorPage(await get("/"), 504);
    expectEnvelope(await get("/api/base?lang=th"), 504, "UPSTREAM_TIMEOUT");
    await heal();
  });

  test("an API that is down opens the circuit: fast failures that never call it, then recovery on its own", async () => {
    api.fail("refuse");
    // 5 failures in a row open the circuit: a page's call and its retry count two
    for (let page = 0; page < 3; page++) expectErrorPage(await get(`/?p=${page}`), 503);
    api.resetHits();
    for (let page = 0; page < 5; page++) {
      expectErrorPage(await get(`/category/tea/101?p=${page}`), 503); // failed at once: the API is not called
    }
    const down = await get("/api/products/batch?filter[uuid]=x");
    expectEnvelope(down, 503, "UPSTREAM_UNAVAILABLE");
    expect(api.hits).toBe(0);

    api.fail("healthy"); // the API is back: after the reset time one call tries it, and the circuit closes
    await new Promise((resolve) => setTimeout(resolve, BREAKER_RESET_MS + 200));
    await expect.poll(async () => (await get("/")).status, { timeout: 5000 }).toBe(200);
    expect((await get("/about")).status).toBe(200);
    expect((await get("/api/page?path=/&lang=th")).status).toBe(200);
  });

  test("the log tells each fault and the circuit's changes, never what the API said", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500)); // lines are written at least every second
    const lines = logLines();
    const keys = new Set(lines.map((line) => line.msg));
    for (const key of ["UPSTREAM_BAD_ANSWER", "UPSTREAM_TIMEOUT", "UPSTREAM_UNAVAILABLE"]) expect(keys).toContain(key);
    expect(lines.some((line) => String(line.msg).startsWith("shop API circuit open"))).toBe(true);
    expect(lines.some((line) => String(line.msg).startsWith("shop API circuit closed"))).toBe(true);
    expect(storefront.output()).not.toContain(SECRET);
  });
});
