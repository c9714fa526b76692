import { describe, expect, it } from "vitest";
import { dbKinds, fixtureShops, schemaErrors, useFixtureShopApi } from "./harness";

/**
 * The shop API survives any payload: every odd request gets a JSON answer that is either a success or a 4xx
 * error naming what is wrong; never a 5xx, never a hang, and the server keeps answering afterwards.
 */
const ENDPOINTS = [
  "/api/base",
  "/api/page",
  "/api/products/batch",
  "/api/product-categories",
  "/api/blogs",
  "/api/search",
];

const ODD_VALUES = [
  "",
  " ",
  "%",
  "%00",
  "%E0%A4%A",
  "\u0000",
  "🍵".repeat(300),
  "ชา".repeat(600), // about 11 KiB encoded, under Node's 16 KiB request-header limit
  "'; DROP TABLE shops; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "//evil.example",
  "-1",
  "0",
  "1e309",
  "99999999999999999999",
  "null",
  "[]",
  "{}",
  "a,b,,c",
  "00000000-0000-0000-0000-000000000000,".repeat(120),
];

const ODD_PARAMS = [
  "path",
  "lang",
  "needBase",
  "internal-no-cache",
  "filter[uuid]",
  "category_ids",
  "limit",
  "q",
  "p_page",
  "b_page",
];

describe.each(dbKinds)("shop API robustness on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  async function send(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(url, { headers: { "X-Nuxt-Host": fixtureShops.a.host, ...headers } });
    const text = await response.text();
    return { status: response.status, text };
  }

  // hundreds of requests one after another: 13 s on a quiet 2-core machine, over 30 s on a loaded one
  it(
    "answers every odd query parameter with a success or a 4xx JSON error, never a 5xx",
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const endpoint of ENDPOINTS) {
        for (const param of ODD_PARAMS) {
          for (const value of ODD_VALUES) {
            // encodeURIComponent would make "%E0%A4%A" well-formed: send the raw odd values as they are
            const query = `${encodeURIComponent(param)}=${value.startsWith("%") ? value : encodeURIComponent(value)}`;
            const { status, text } = await send(`${api.url}${endpoint}?${query}`);
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              failures.push(`${endpoint}?${query.slice(0, 60)}: not JSON (${status})`);
              continue;
            }
            if (status >= 500) failures.push(`${endpoint}?${query.slice(0, 60)}: ${status}`);
            if (status >= 400 && schemaErrors("api/error-response.schema.json", body).length > 0) {
              failures.push(`${endpoint}?${query.slice(0, 60)}: error body not an error envelope`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("answers odd hosts and languages in headers with a 4xx JSON error", async () => {
    const oddHeaders: Record<string, string>[] = [
      { "X-Nuxt-Host": "" },
      { "X-Nuxt-Host": "a.test:99999" },
      { "X-Nuxt-Host": "A.TEST." },
      { "X-Nuxt-Host": "x".repeat(5000) },
      { "X-Page-Lang": "klingon" },
      { "X-Page-Lang": "" },
    ];
    for (const headers of oddHeaders) {
      const { status, text } = await send(`${api.url}/api/page?path=/`, headers);
      expect(status, JSON.stringify(headers).slice(0, 80)).toBeLessThan(500);
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it("refuses a request line over Node's 16 KiB header limit with 431 (Node answers before the app)", async () => {
    const { status } = await send(`${api.url}/api/search?q=${encodeURIComponent("ชา".repeat(2000))}`);
    expect(status).toBe(431);
  });

  it("still serves pages after all of that", async () => {
    const { status } = await send(`${api.url}/api/page?path=/`);
    expect(status).toBe(200);
  });
});
