import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createContentSecurityPolicy, newNonce } from "./contentSecurityPolicy";

const csp = createContentSecurityPolicy({
  reportPath: "/csp-report",
  development: false,
});
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSources = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? "")?.[1]?.split(" ");

function rendered(nonce: string, body: string) {
  return {
    html: `<!DOCTYPE html><html><head></head><body>${body}</body></html>`,
    headers: new Headers({ "content-security-policy": csp.forNonce(nonce) }),
  };
}

describe("createContentSecurityPolicy", () => {
  it("locks down objects, base, forms and framing, and reports", () => {
    const policy = csp.forNonce("abc");
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'none';");
    expect(policy).toMatch(/; report-uri \/csp-report$/); // no report-to: Chromium would then ignore report-uri

    expect(policy).not.toContain("strict-dynamic");
  });

  it("lets forms post to an account service elsewhere too (log-out is a form POST)", () => {
    const policy = createContentSecurityPolicy({
      reportPath: "/csp-report",
      development: false,
      formOrigins: ["https://accounts.example"],
    }).forNonce("abc");
    expect(policy).toContain("form-action 'self' https://accounts.example;");
  });

  it("lets a live preview's page be framed by its editor alone, and compile schemas", () => {
    const preview = { editorOrigin: "https://editor.example", expiresAt: 2_000_000_000 };
    const policy = csp.forNonce("abc", undefined, preview);
    expect(policy).toContain("frame-ancestors https://editor.example;");
    expect(scriptSources(policy)).toEqual(["'self'", "'nonce-abc'", "'unsafe-eval'"]);
    expect(scriptSources(csp.forNonce("abc"))).not.toContain("'unsafe-eval'"); // never for shoppers
    expect(policy.replace("frame-ancestors https://editor.example", "").replace(" 'unsafe-eval'", "")).toBe(
      csp.forNonce("abc").replace("frame-ancestors 'none'", ""),
    );
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[\w-]{22}$/);
  });

  it("replays a page with the hashes of the scripts that carried its nonce, and without the nonce", () => {
    const nonce = newNonce();
    const page = rendered(
      nonce,
      `<script nonce="${nonce}">one()</script>` +
        `<script type="module" async="" nonce="${nonce}">import "/assets/a.js";</script>` +
        `<script nonce="${nonce}">one()</script>` + // the same script twice: one hash
        `<script type="application/ld+json">{"@type":"Thing"}</script>` +
        `<script>injected()</script>` + // no nonce: stays blocked
        `<script src="/assets/b.js" nonce="${nonce}"></script>`, // 'self' already allows it
    );
    const replay = csp.forReplay(page);
    expect(replay.html).not.toContain(nonce);
    expect(replay.html).toContain(`<script type="module" async="">import "/assets/a.js";</script>`);
    expect(scriptSources(replay.headers.get("content-security-policy"))).toEqual([
      "'self'",
      hash("one()"),
      hash('import "/assets/a.js";'),
    ]);
    expect(page.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`); // the render's, untouched
  });

  it("hashes a script as a browser does: line breaks normalised, UTF-8", () => {
    const nonce = newNonce();
    const replay = csp.forReplay(rendered(nonce, `<script nonce="${nonce}">a("ชา")\r\nb()\rc()</script>`));
    expect(scriptSources(replay.headers.get("content-security-policy"))).toEqual(["'self'", hash('a("ชา")\nb()\nc()')]);
  });

  it("allows the storefront's inline stylesheet by its hash, and no other inline style", () => {
    const styleHash = "'sha256-AAAA'";
    const policy = createContentSecurityPolicy({ reportPath: "/csp", development: false, styleHashes: [styleHash] });
    expect(policy.forNonce(newNonce())).toContain(`style-src-elem 'self' ${styleHash};`);
    expect(csp.forNonce(newNonce())).toContain("style-src-elem 'self';");
  });

  it("adds the shop's own sources, each once, and keeps them when replaying", () => {
    const sources = {
      script: ["https://www.googletagmanager.com", "https://www.googletagmanager.com"],
      connect: ["https://www.google-analytics.com"],
      style: ["https://cdn.shop.example"],
      frame: ["https://www.google.com"],
    };
    const nonce = newNonce();
    const policy = csp.forNonce(nonce, sources);
    expect(scriptSources(policy)).toEqual(["'self'", `'nonce-${nonce}'`, "https://www.googletagmanager.com"]);
    expect(policy).toContain("connect-src 'self' https://www.google-analytics.com;");
    expect(policy).toContain("style-src-elem 'self' https://cdn.shop.example;");
    expect(policy).toContain("frame-src 'self' https://www.google.com;");
    const replay = csp.forReplay({
      html: `<script nonce="${nonce}">one()</script>`,
      headers: new Headers({ "content-security-policy": policy }),
    });
    const replayed = replay.headers.get("content-security-policy");
    expect(scriptSources(replayed)).toEqual(["'self'", hash("one()"), "https://www.googletagmanager.com"]);
    expect(replayed).toBe(policy.replace(`'nonce-${nonce}'`, hash("one()")));
  });

  it("has no frame-src of its own when the shop adds no frame", () => {
    expect(csp.forNonce("abc")).not.toContain("frame-src");
  });

  it("leaves a page without a nonce in its policy as it is", () => {
    const page = {
      html: "<script>x()</script>",
      headers: new Headers({ "content-security-policy": "default-src 'none'" }),
    };
    expect(csp.forReplay(page)).toBe(page);
  });
});
