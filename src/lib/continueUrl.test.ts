import { describe, expect, it } from "vitest";
import { accountServiceTarget, safeContinueUrl } from "./continueUrl";

const SHOP = "https://shop.test";
const HOME = "https://shop.test/";

describe("safeContinueUrl", () => {
  it.each([
    ["the shop's page, path query hash and /en prefix kept", `${SHOP}/en/products/tea?sort=new&page=2#reviews`],
    ["the shop's home", HOME],
    ["a Thai page", `${SHOP}/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2?q=%E0%B8%8A%E0%B8%B2`],
  ])("keeps %s", (_, url) => {
    expect(safeContinueUrl(url, SHOP)).toBe(url);
  });

  it.each([
    ["/en/cart?step=2#summary", `${SHOP}/en/cart?step=2#summary`],
    ["/", HOME],
    ["/en", `${SHOP}/en`],
    ["HTTPS://SHOP.TEST/en/", `${SHOP}/en/`], // an upper-case scheme and host are the same origin
    ["https://shop.test:443/about", `${SHOP}/about`], // the scheme's default port is no other origin
    ["/สินค้า/ชาเขียว?q=มัทฉะ#รีวิว", new URL("/สินค้า/ชาเขียว?q=มัทฉะ#รีวิว", SHOP).href],
    ["/%2F%2Fevil.com", `${SHOP}/%2F%2Fevil.com`], // a path of the shop, however it reads
  ])("makes %s a URL of the shop: %s", (raw, expected) => {
    expect(safeContinueUrl(raw, SHOP)).toBe(expected);
  });

  it("writes a Thai path percent-encoded, so a Location header stays ASCII", () => {
    expect(safeContinueUrl("/สินค้า", SHOP)).toBe(`${SHOP}/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2`);
  });

  it.each([
    // other sites, however written
    "https://evil.com",
    "https://evil.com/en/?x=https://shop.test/",
    "http://shop.test/", // plain http when the shop is https
    "https://shop.test:8443/", // another port
    "https://shop.test.evil.com/",
    "https://evil.com#https://shop.test/",
    // protocol-relative and backslashed
    "//evil.com",
    "//evil.com/en/",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/en\\..\\..\\evil.com",
    // a scheme without slashes, or not http(s)
    "https:evil.com",
    "https:/evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://shop.test/",
    // still percent-encoded
    "%2F%2Fevil.com",
    "%2f%2fevil.com",
    "https%3A%2F%2Fevil.com",
    // leading (or any) control characters and white space
    "\u0000//evil.com",
    "\u0001https://evil.com",
    "\t//evil.com",
    "\n/en/",
    "\r\n//evil.com",
    " /en/",
    "\u3000/en/",
    "/en/\u0000",
    "/en/ cart",
    "\u007f/en/",
    // user info, on the shop's host or in front of another
    "https://user:secret@shop.test/",
    "https://user@shop.test/",
    "https://shop.test@evil.com/",
    // nothing usable
    "",
    "en/cart",
    "?x=1",
    "#top",
    "https://",
  ])("replaces %j by the shop's home", (raw) => {
    expect(safeContinueUrl(raw, SHOP)).toBe(HOME);
  });

  it("replaces a missing continue_url by the shop's home", () => {
    expect(safeContinueUrl(null, SHOP)).toBe(HOME);
    expect(safeContinueUrl(undefined, SHOP)).toBe(HOME);
  });

  it("keeps the shop's own port, and only that one", () => {
    const origin = "http://localhost:3310";
    expect(safeContinueUrl("/en/?q=1", origin)).toBe(`${origin}/en/?q=1`);
    expect(safeContinueUrl(`${origin}/cart`, origin)).toBe(`${origin}/cart`);
    expect(safeContinueUrl("http://localhost/cart", origin)).toBe(`${origin}/`);
    expect(safeContinueUrl("http://localhost:3311/cart", origin)).toBe(`${origin}/`);
  });
});

describe("accountServiceTarget", () => {
  const SERVICE = "https://accounts.example";

  it("appends the extra query parameters to a page of the account service", () => {
    expect(
      accountServiceTarget(`${SERVICE}/login?continue_url=${encodeURIComponent(HOME)}`, SERVICE, { lang: "th" }),
    ).toBe(`${SERVICE}/login?continue_url=${encodeURIComponent(HOME)}&lang=th`);
  });

  it.each([
    "https://evil.com/login",
    "//accounts.example/login",
    "/login",
    "http://accounts.example/login",
    "https://accounts.example:444/login",
    "https://user@accounts.example/login",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %j", (url) => {
    expect(accountServiceTarget(url, SERVICE, {})).toBeNull();
  });
});
