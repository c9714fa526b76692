import { describe, expect, it } from "vitest";
import { httpsOriginOf } from "./httpsOrigin";

describe("httpsOriginOf", () => {
  it.each([
    ["https://cmp.example/a/consent.js?x=1", "https://cmp.example"],
    ["https://cmp.example:8443/c.js", "https://cmp.example:8443"],
    ["https://CDN.Example/c.css", "https://cdn.example"],
    ["https://ร้าน.example/c.js", "https://xn--q3ct9b5e.example"],
    ["http://cmp.example/c.js", null],
    ["javascript:alert(1)", null],
    ["//cmp.example/c.js", null],
    ["/c.js", null],
    ["not a url", null],
    ["", null],
    [undefined, null],
    [null, null],
    // what would rewrite a Content-Security-Policy
    ["https://*/c.js", null],
    ["https://*.example/c.js", null],
    ["https://cdn.x;script-src-elem/a.css", null],
    ["https://a.example,b.example/c.js", null],
    ["https://a.example%3B/c.js", null],
  ])("%j → %j", (url, origin) => {
    expect(httpsOriginOf(url)).toBe(origin);
  });
});
