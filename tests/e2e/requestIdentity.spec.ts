import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { BROWSER_USER_AGENT as CHROME, rawGet, rawRequest } from "./pageCacheHttp";

// What a page request is answered as: one host, the query parameters pages use, bot or shopper. Raw requests on the
// shared server: a browser would never send two Host headers.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const HOST = `localhost:${PORT}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const page = (path: string, headers: Record<string, string> = {}) =>
  rawGet(PORT, path, { host: HOST, "accept-encoding": "br", "user-agent": CHROME, ...headers });
const html = (body: Buffer) => brotliDecompressSync(body).toString("utf8");

test.describe("one Host per request", () => {
  test("two Host headers are refused with 400 before anything is rendered or stored", async () => {
    const path = `/?q=${unique()}`;
    const twoHosts = await rawRequest(
      PORT,
      `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nHost: @evil.example\r\nUser-Agent: ${CHROME}\r\nConnection: close`,
    );
    expect(twoHosts).toMatch(/^HTTP\/1\.1 400 /);
    expect(twoHosts).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(twoHosts).not.toContain("evil.example");

    const after = await page(path);
    expect(after.headers["x-page-cache"]).toBe("miss"); // nothing was stored for it
    const body = html(after.body);
    expect(body).not.toContain("evil.example");
    expect(body).toContain(`<link rel="canonical" href="http://${HOST}${path}"/>`);
    expect(body).toContain('\\"host\\",\\"localhost\\"'); // the browser's X-Nuxt-Host (in the page's data)
  });

  test("a Host that is not a host name with an optional port is refused, pages and API alike", async () => {
    const hosts = [`${HOST}, evil.example`, "@evil.example", "localhost:99999", "local host", ""];
    for (const host of hosts) {
      const answer = await rawRequest(PORT, `GET /?q=${unique()} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 /);
    }
    const api = await rawRequest(
      PORT,
      `GET /api/base HTTP/1.1\r\nHost: ${HOST}\r\nhost: x.example\r\nConnection: close`,
    );
    expect(api).toMatch(/^HTTP\/1\.1 400 /);
    expect(api).toContain(`"key":"INVALID_HOST"`);
    const noHost = await rawRequest(PORT, `GET / HTTP/1.0\r\nConnection: close`);
    expect(noHost).toMatch(/^HTTP\/1\.1 400 /);
  });
});

test.describe("the page cache's key", () => {
  test("tracking and unknown parameters neither make a new page nor show in it", async () => {
    const q = unique();
    const tracked = await page(`/search?utm_source=news&q=${q}&fbclid=abc&ref=mail`);
    expect(tracked.headers["x-page-cache"]).toBe("miss");
    const other = await page(`/search?gclid=xyz&q=${q}&utm_campaign=spring`);
    expect(other.headers["x-page-cache"]).toBe("hit");
    const body = html(other.body);
    expect(body).toContain(`<link rel="canonical" href="http://${HOST}/search?q=${q}"/>`);
    for (const name of ["utm_source", "fbclid", "gclid", "utm_campaign", "ref=mail"]) expect(body).not.toContain(name);
    // the parameters pages use still make pages of their own
    expect((await page(`/search?q=${q}&p_page=2`)).headers["x-page-cache"]).toBe("miss");
  });
});

test.describe("bots", () => {
  test("a request with no User-Agent, or an empty one, is answered as a bot's", async () => {
    const path = `/?q=${unique()}`;
    const bot = await page(path, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(bot.headers["x-page-cache"]).toBe("miss");
    const withoutAgent = await rawRequest(PORT, `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close`);
    expect(withoutAgent).toMatch(/\r\nx-page-cache: hit\r\n/i);
    const emptyAgent = await rawRequest(
      PORT,
      `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\nUser-Agent: \r\nConnection: close`,
    );
    expect(emptyAgent).toMatch(/\r\nx-page-cache: hit\r\n/i);
    expect((await page(path)).headers["x-page-cache"]).toBe("miss"); // a browser is a shopper
  });
});

test.describe("caching headers", () => {
  test("the geography redirect is private to its visitor, and keeps the query", async () => {
    const answer = await page(`/?utm_source=news&q=${unique()}`, { "cf-ipcountry": "US" });
    expect(answer.status).toBe(302);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers.location).toMatch(/^\/en\?utm_source=news&q=/);
  });

  test("shared /api answers vary by shop and language; personal ones are never stored", async () => {
    const shared = await rawGet(PORT, "/api/base?lang=th", { host: HOST, "x-nuxt-host": "localhost" });
    expect(shared.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
    expect(shared.headers.vary).toMatch(/^X-Nuxt-Host, X-Page-Lang\b/);
    const cart = await rawGet(PORT, "/api/x4/cart/get?lang=th", { host: HOST, "x-nuxt-host": "localhost" });
    expect(cart.headers["cache-control"]).toBe("no-store");
  });
});
