import { describe, expect, it } from "vitest";
import { shopUrlsOnOrigin } from "./shopUrlsOnOrigin";

const ORIGIN = "https://shop.example:8443";
const on = (value: unknown, host = "shop.example") => shopUrlsOnOrigin(value, host, ORIGIN);

describe("shopUrlsOnOrigin", () => {
  it.each([
    ["http://shop.example:3000/about", `${ORIGIN}/about`],
    ["https://shop.example/", `${ORIGIN}/`],
    ["http://shop.example", ORIGIN],
    ["HTTP://SHOP.EXAMPLE:80/en?x=1#top", `${ORIGIN}/en?x=1#top`],
    ["http://shop.example?q=ชา", `${ORIGIN}?q=ชา`],
    ["http://shop.example#a", `${ORIGIN}#a`],
    ["see http://shop.example:3000/a and https://shop.example/b", `see ${ORIGIN}/a and ${ORIGIN}/b`],
    ['<a href="http://shop.example:3000/about">', `<a href="${ORIGIN}/about">`],
  ])("%s → %s", (url, expected) => {
    expect(on(url)).toBe(expected);
  });

  it.each([
    "https://cdn.example/shop.example/x.png",
    "https://shop.example.evil.test/",
    "https://evil-shop.example/",
    "https://sub.shop.example/",
    "http://shop.examples/",
    "ftp://shop.example/",
    "//shop.example/x",
    "/about",
    "shop.example",
    "",
  ])("leaves %s as it is", (url) => {
    expect(on(url)).toBe(url);
  });

  it("rewrites every string of a JSON value, deep, into a new value", () => {
    const head = {
      title: "ชา",
      og: { url: "http://shop.example:3000/", image: "http://shop.example:3000/og.svg", width: 1200 },
      ld_json: [{ "@type": "Organization", url: "http://shop.example:3000/", sameAs: ["https://line.me/x"] }],
      robots: null,
      ok: true,
    };
    const before = structuredClone(head);
    expect(on(head)).toEqual({
      title: "ชา",
      og: { url: `${ORIGIN}/`, image: `${ORIGIN}/og.svg`, width: 1200 },
      ld_json: [{ "@type": "Organization", url: `${ORIGIN}/`, sameAs: ["https://line.me/x"] }],
      robots: null,
      ok: true,
    });
    expect(head).toEqual(before);
  });

  it("takes the host literally, its dots and dashes too", () => {
    expect(on("http://my-shop.example/a", "my-shop.example")).toBe(`${ORIGIN}/a`);
    expect(on("http://myxshop.example/a", "my.shop.example")).toBe("http://myxshop.example/a");
    expect(on("http://localhost:3000/", "localhost")).toBe(`${ORIGIN}/`);
  });
});
