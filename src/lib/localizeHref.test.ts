import { describe, expect, it } from "vitest";
import { localizeHref } from "./localizeHref";

describe("localizeHref", () => {
  it.each(["/about", "/", "/?q=1", "/#top", "/about#team", "#top", "https://x.example/a", "/en/x"])(
    "leaves %j unchanged for Thai",
    (url) => {
      expect(localizeHref(url, "th")).toBe(url);
    },
  );

  it.each([
    ["/about", "/en/about"],
    ["/", "/en"],
    ["/?q=1", "/en?q=1"],
    ["/#top", "/en#top"],
    ["/about#team", "/en/about#team"],
    ["/about?x=1#team", "/en/about?x=1#team"],
    ["/search?q=a/b#c?d", "/en/search?q=a/b#c?d"],
    ["/product/shirt/6f1c", "/en/product/shirt/6f1c"],
    ["/english", "/en/english"],
    ["/EN/about", "/en/EN/about"],
    ["/about/en", "/en/about/en"],
  ])("prefixes the site path %j for English as %j", (url, expected) => {
    expect(localizeHref(url, "en")).toBe(expected);
  });

  it("prefixes with /cn for Chinese", () => {
    expect(localizeHref("/about", "cn")).toBe("/cn/about");
    expect(localizeHref("/", "cn")).toBe("/cn");
    expect(localizeHref("/about#team", "cn")).toBe("/cn/about#team");
  });

  it.each([
    "#top",
    "https://x",
    "http://x.example/about",
    "HTTPS://X.EXAMPLE/",
    "mailto:shop@example.com",
    "tel:+6621234567",
    "//evil.example/x",
    "javascript:alert(1)",
    "",
    "about",
  ])("leaves the non-site-path %j unchanged", (url) => {
    expect(localizeHref(url, "en")).toBe(url);
    expect(localizeHref(url, "cn")).toBe(url);
  });

  it.each(["/en", "/en/x", "/en/x?y=1#z", "/en?q=1", "/cn/about"])(
    "does not prefix the already-prefixed %j again",
    (url) => {
      expect(localizeHref(url, "en")).toBe(url);
    },
  );
});
