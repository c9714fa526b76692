import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { rawGet, rawRequest } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
// a page of its own: b_page is a parameter the page cache keys on (any value); an unknown one would be dropped
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(PORT, path, { host: `localhost:${PORT}`, ...headers });
const text = (answer: { body: Buffer; headers: { "content-encoding"?: string } }) =>
  (answer.headers["content-encoding"] === "br" ? brotliDecompressSync(answer.body) : answer.body).toString("utf8");

/** The inline scripts a browser would run: <script> without src, of a JavaScript type. */
function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", body = ""]) => ({ attributes, text: body }))
    .filter(({ attributes }) => !/\ssrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
}

const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

test.describe("security headers", () => {
  test("every answer carries them: page, asset, static file, /api JSON, API error, page 404", async ({
    consoleGuard,
  }) => {
    consoleGuard.allow(/404/);
    const home = text(await get(`/?${unique()}`));
    const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeDefined();
    const answers = {
      page: await get("/"),
      asset: await get(asset ?? ""),
      staticFile: await get("/demo/images/hills.svg"),
      api: await get("/api/health"),
      apiError: await get("/api/page?path=/no-such-page"),
      pageNotFound: await get(`/no-such-page-${unique()}`),
    };
    expect(answers.asset.status).toBe(200);
    expect(answers.staticFile.status).toBe(200);
    expect(answers.apiError.status).toBe(404);
    expect(answers.pageNotFound.status).toBe(404);
    for (const [what, { headers }] of Object.entries(answers)) {
      const seen = {
        what,
        nosniff: headers["x-content-type-options"],
        referrer: headers["referrer-policy"],
        camera: /\bcamera=\(\)/.test(String(headers["permissions-policy"])),
        payment: /\bpayment=\(\)/.test(String(headers["permissions-policy"])),
        opener: headers["cross-origin-opener-policy"],
        frameAncestors: /frame-ancestors 'none'/.test(String(headers["content-security-policy"])),
        frameOptions: headers["x-frame-options"],
        objectSrc: /(object|default)-src 'none'/.test(String(headers["content-security-policy"])),
        hsts: headers["strict-transport-security"],
      };
      expect(seen).toEqual({
        what,
        nosniff: "nosniff",
        referrer: "strict-origin-when-cross-origin",
        camera: true,
        payment: true,
        opener: "same-origin",
        frameAncestors: true,
        frameOptions: "DENY",
        objectSrc: true,
        hsts: undefined, // plain http
      });
    }
    // only a live preview's page may be framed, by its token's editor (previewFraming.spec.ts)
    // JSON and files run nothing and are framed by no one
    expect(answers.api.headers["content-security-policy"]).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  });

  test("HSTS only when a trusted proxy says the request came over https", async () => {
    const plain = await get("/api/health");
    const overHttps = await get("/api/health", { "x-forwarded-proto": "https" });
    const pageOverHttps = await get(`/?${unique()}`, { "x-forwarded-proto": "https" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(pageOverHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  test("a fresh render's nonce is on every inline script, in no data, and never sent twice", async ({
    consoleGuard,
  }) => {
    consoleGuard.allow(/404/);
    // error pages are never stored: each is a fresh render
    const path = `/no-such-page-${unique()}`;
    const [first, second] = [await get(path), await get(path)];
    const nonces = [first, second].map((answer) => nonceOf(answer.headers["content-security-policy"]));
    expect(nonces[0]).toMatch(/^[\w-]{22}$/);
    expect(nonces[1]).toMatch(/^[\w-]{22}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const html = text(first);
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(5); // early watch, scroll restoration, context, modules, stream
    for (const script of scripts) expect(script.attributes).toContain(` nonce="${nonces[0]}"`);
    // the nonce appears in nonce attributes only: never in loader or hydration data
    expect(html.split(nonces[0] ?? "").length - 1).toBe(html.split(` nonce="${nonces[0]}"`).length - 1);
  });

  test("a stored page is replayed with its inline scripts' hashes instead of a nonce", async () => {
    const path = `/category/tea/101?${unique()}`;
    const miss = await get(path, { "accept-encoding": "br" });
    const hit = await get(path, { "accept-encoding": "br" });
    expect([miss.headers["x-page-cache"], hit.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    const policy = String(hit.headers["content-security-policy"]);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'strict-dynamic'");
    const html = text(hit);
    expect(html).not.toContain("nonce=");
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    const shopHosts = allowed.filter((source) => source.startsWith("https://")); // the shop's tags (tags.spec.ts)
    expect(allowed).toEqual(["'self'", ...new Set(scripts.map((script) => sha256(script.text))), ...shopHosts]);
  });

  test("the page's URLs name the shop's configured origin, not the Host port or the request line", async () => {
    const path = `/category/tea/101?${unique()}`;
    const withPort = text(await rawGet(PORT, path, { host: "localhost:6666" }));
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(withPort)?.[1];
    expect(canonical).toBe(`${ORIGIN}${path}`);
    expect(withPort).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/en${path}"`);
    expect(withPort).not.toContain(":6666");

    const spoofed = await rawRequest(
      PORT,
      `GET http://evil.example:6666/category/tea/101?${unique()} HTTP/1.1\r\nHost: localhost:6666\r\nConnection: close`,
    );
    expect(spoofed).toMatch(/^HTTP\/1\.1 200/);
    // canonical, og:url, hreflang, JSON-LD, the browser's API base and hand-off: none names the request line's origin
    expect(spoofed).not.toContain("evil.example");
    expect(spoofed).not.toContain(":6666");
    expect(spoofed).toContain(`<link rel="canonical" href="${ORIGIN}/category/tea/101?`);
  });
});

test.describe("CSP violation reports", () => {
  const post = (body: string, contentType: string) =>
    fetch(`${ORIGIN}/csp-report`, { method: "POST", body, headers: { "content-type": contentType } });

  test("report-uri and Reporting API bodies are taken; oversized and malformed ones refused", async () => {
    const reportUri = JSON.stringify({
      "csp-report": { "document-uri": `${ORIGIN}/`, "effective-directive": "script-src-elem", "blocked-uri": "inline" },
    });
    const reportingApi = JSON.stringify([
      { type: "csp-violation", body: { documentURL: `${ORIGIN}/`, effectiveDirective: "script-src-elem" } },
    ]);
    expect((await post(reportUri, "application/csp-report")).status).toBe(204);
    expect((await post(reportingApi, "application/reports+json")).status).toBe(204);
    expect((await post("x".repeat(9 * 1024), "application/csp-report")).status).toBe(413);
    expect((await post('{"not":"a report"}', "application/json")).status).toBe(400);
    expect((await post("{", "application/csp-report")).status).toBe(400);
  });
});
