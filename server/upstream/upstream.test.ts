import http from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import type { UpstreamLimits } from "../config";
import { serveOnLoopback } from "./loopbackServer.testkit";
import { badAnswer, createUpstream, UpstreamFault } from "./upstream";

// Attempts get a second: a loopback answer under a loaded machine (CI, other test files) can take hundreds of ms.
const limits: UpstreamLimits = {
  callTimeoutMs: 1000,
  requestBudgetMs: 3000,
  retries: 1,
  retryDelayMs: 10,
  retryMaxDelayMs: 20,
  breakerFailures: 3,
  breakerResetMs: 300,
};

/** A real HTTP server that answers each request with the next status of `script` (0 = never answers, 1 = a 200 HTML page). */
let script: number[] = [];
let hits = 0;
const server = http.createServer((_request, response) => {
  hits += 1;
  const status = script.shift() ?? 200;
  if (status === 0) return;
  if (status === 1) return response.writeHead(200, { "Content-Type": "text/html" }).end("<h1>Bad Gateway</h1>");
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ status }));
});

const api = serveOnLoopback(server);
beforeEach(() => {
  script = [];
  hits = 0;
});

async function call(method = "GET", upstream = createUpstream(api.origin(), limits), json = false) {
  return upstream.fetch(`${api.origin()}/api/page`, { method }, upstream.deadline(), { json }).then(
    (response) => response.status,
    (error: unknown) => (error instanceof UpstreamFault ? error.key : error),
  );
}

describe("createUpstream", () => {
  it("retries a GET once after a 5xx", async () => {
    script = [503, 200];
    expect(await call()).toBe(200);
    expect(hits).toBe(2);
  });

  it("gives up after its retry, as a bad answer", async () => {
    script = [500, 500, 200];
    expect(await call()).toBe("UPSTREAM_BAD_ANSWER");
    expect(hits).toBe(2);
  });

  it("never retries a POST", async () => {
    script = [500, 200];
    expect(await call("POST")).toBe("UPSTREAM_BAD_ANSWER");
    expect(hits).toBe(1);
  });

  it("answers a 4xx as it is, never retried", async () => {
    script = [404, 200];
    expect(await call()).toBe(404);
    expect(hits).toBe(1);
  });

  it("times an attempt out, and retries it", async () => {
    script = [0, 0];
    const started = performance.now();
    expect(await call()).toBe("UPSTREAM_TIMEOUT");
    expect(hits).toBe(2);
    expect(performance.now() - started).toBeLessThan(limits.requestBudgetMs); // two timed-out attempts, within the budget
  });

  it("opens the circuit after failures in a row, fails at once, and closes once the API answers again", async () => {
    const upstream = createUpstream(api.origin(), limits);
    script = [500, 500, 500];
    await call("GET", upstream); // two failures
    await call("POST", upstream); // the third: open
    hits = 0;
    expect(await call("GET", upstream)).toBe("UPSTREAM_UNAVAILABLE");
    expect(hits).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, limits.breakerResetMs + 50));
    expect(await call("GET", upstream)).toBe(200);
    expect(await call("GET", upstream)).toBe(200);
    expect(hits).toBe(2);
  });

  it("takes an answer that is not JSON, when JSON was asked, as a bad answer: retried, and counted", async () => {
    const upstream = createUpstream(api.origin(), limits);
    script = [1, 1, 1];
    expect(await call("GET", upstream, true)).toBe("UPSTREAM_BAD_ANSWER");
    expect(hits).toBe(2);
    expect(await call("POST", upstream, true)).toBe("UPSTREAM_BAD_ANSWER"); // the third failure: open
    hits = 0;
    expect(await call("GET", upstream, true)).toBe("UPSTREAM_UNAVAILABLE");
    expect(hits).toBe(0);
  });

  it("counts answers whose data could not be used as failures in a row: the circuit opens", async () => {
    const upstream = createUpstream(api.origin(), limits);
    for (let page = 0; page < limits.breakerFailures; page++) {
      expect(await call("GET", upstream)).toBe(200);
      await upstream.countBadAnswer(badAnswer("page-response.schema.json: /data must be object"));
    }
    hits = 0;
    expect(await call("GET", upstream)).toBe("UPSTREAM_UNAVAILABLE");
    expect(hits).toBe(0);
  });

  it("still opens only after failures in a row: a usable answer between bad ones resets the count", async () => {
    const upstream = createUpstream(api.origin(), limits);
    for (let page = 0; page < 2 * limits.breakerFailures; page++) {
      expect(await call("GET", upstream)).toBe(200);
      if (page % 2 === 0) await upstream.countBadAnswer(badAnswer("invalid"));
    }
    expect(await call("GET", upstream)).toBe(200);
  });
});
