import http from "node:http";
import { describe, expect, it } from "vitest";
import type { UpstreamLimits } from "../config";
import { serveOnLoopback } from "./loopbackServer.testkit";
import { createUpstream } from "./upstream";
import { createUpstreamProxy } from "./upstreamProxy";

const limits: UpstreamLimits = {
  callTimeoutMs: 1000,
  requestBudgetMs: 2000,
  retries: 0,
  retryDelayMs: 10,
  retryMaxDelayMs: 20,
  breakerFailures: 3,
  breakerResetMs: 300,
};

/** A real API at API_ORIGIN that answers with the caching headers the query names (cache-control, vary). */
const server = http.createServer((request, response) => {
  const query = new URL(request.url ?? "/", "http://api.invalid").searchParams;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  for (const name of ["cache-control", "vary"]) {
    const value = query.get(name);
    if (value !== null) headers[name] = value;
  }
  response.writeHead(200, headers).end("{}");
});

const api = serveOnLoopback(server);

async function proxiedVary(cacheControl: string, vary?: string): Promise<string | null> {
  const proxy = createUpstreamProxy(createUpstream(api.origin(), limits), api.origin());
  const query = new URLSearchParams({ "cache-control": cacheControl, ...(vary ? { vary } : {}) });
  const answer = await proxy(new Request(`http://shop.test/api/base?${query}`), "api");
  return answer.headers.get("vary");
}

describe("the /api answers proxied from API_ORIGIN", () => {
  it("vary by shop and language when a shared cache may keep them, whatever the API said", async () => {
    expect(await proxiedVary("public, max-age=0, s-maxage=60")).toBe("X-Nuxt-Host, X-Page-Lang");
    expect(await proxiedVary("s-maxage=60", "Accept-Encoding, x-nuxt-host")).toBe(
      "Accept-Encoding, x-nuxt-host, X-Page-Lang",
    );
  });

  it("are left as they are when no shared cache may keep them", async () => {
    expect(await proxiedVary("no-store")).toBeNull();
    expect(await proxiedVary("private, max-age=60", "Cookie")).toBe("Cookie");
  });
});
