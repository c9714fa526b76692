import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKED_DOWN_POLICY, securityHeaders, type SecurityHeadersOptions } from "./securityHeaders";

const PORT = Number(process.env.TEST_HTTP_PORT ?? 3258);

/** A real HTTP server with the middleware in front of a JSON answer and an answer with its own stricter headers. */
function start(port: number, options: SecurityHeadersOptions): Promise<ServerType> {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get("/json", (c) => c.json({ ok: true }));
  app.get("/image", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml" }));
  app.get("/preview", (c) =>
    c.html("<p>preview</p>", 200, {
      "Content-Security-Policy": "script-src 'self'; frame-ancestors https://editor.example",
    }),
  );
  app.get("/strict", (c) =>
    c.html("<p>hosted</p>", 200, {
      "Content-Security-Policy": "default-src 'none'",
      "Referrer-Policy": "no-referrer",
      "X-Frame-Options": "DENY",
      "Strict-Transport-Security": "max-age=1", // an answer cannot send HSTS over http
    }),
  );
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
  });
}

const get = async (server: ServerType, path: string, headers: Record<string, string> = {}) => {
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}${path}`, { headers })).headers;
};

describe("securityHeaders", () => {
  let trusting: ServerType;
  let distrusting: ServerType;

  beforeAll(async () => {
    trusting = await start(PORT, { trustedProxies: new Set(["127.0.0.1"]) });
    distrusting = await start(PORT + 1, { trustedProxies: new Set() });
  });
  afterAll(() => Promise.all([trusting, distrusting].map((server) => new Promise((done) => server.close(done)))));

  it("puts the defaults on an answer without its own", async () => {
    const headers = await get(trusting, "/json");
    expect(Object.fromEntries(headers)).toMatchObject({
      "content-security-policy": LOCKED_DOWN_POLICY,
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "x-frame-options": "DENY",
    });
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.has("strict-transport-security")).toBe(false);
  });

  it("lets other origins show images (the owners' editor, shared links), and nothing else", async () => {
    expect((await get(trusting, "/image")).get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await get(trusting, "/json")).get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("keeps an answer's own stricter headers, but never its HSTS over http", async () => {
    const headers = await get(trusting, "/strict");
    expect(headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(headers.get("referrer-policy")).toBe("no-referrer");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.has("strict-transport-security")).toBe(false);
  });

  it("sends HSTS when the trusted proxy's X-Forwarded-Proto (its last value) says https", async () => {
    const proto = async (value: string) =>
      (await get(trusting, "/json", { "x-forwarded-proto": value })).get("strict-transport-security");
    expect(await proto("https")).toBe("max-age=31536000");
    expect(await proto("http, https")).toBe("max-age=31536000");
    expect(await proto("https, http")).toBeNull();
    expect(await proto("http")).toBeNull();
  });

  it("believes no X-Forwarded-Proto from a peer that is not a trusted proxy", async () => {
    const headers = await get(distrusting, "/json", { "x-forwarded-proto": "https" });
    expect(headers.has("strict-transport-security")).toBe(false);
  });

  it("leaves X-Frame-Options out only when the answer's own policy lets an editor frame it", async () => {
    const preview = await get(distrusting, "/preview");
    expect(preview.has("x-frame-options")).toBe(false);
    expect(preview.get("content-security-policy")).toBe("script-src 'self'; frame-ancestors https://editor.example");
    expect((await get(distrusting, "/json")).get("x-frame-options")).toBe("DENY");
  });
});
