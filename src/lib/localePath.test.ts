import { describe, expect, it } from "vitest";
import { contentLangOf, langPrefix, localeTagOf, resolveLocalePath } from "./localePath";

describe("resolveLocalePath", () => {
  it.each([
    ["/", { lang: "th", path: "/" }],
    ["", { lang: "th", path: "/" }],
    ["/about", { lang: "th", path: "/about" }],
    ["/about/", { lang: "th", path: "/about/" }],
  ])("Thai (no prefix) for %j", (pathname, expected) => {
    expect(resolveLocalePath(pathname)).toEqual(expected);
  });

  it.each([
    ["/en", { lang: "en", path: "/" }],
    ["/en/", { lang: "en", path: "/" }],
    ["/en/about", { lang: "en", path: "/about" }],
    ["/en/about/", { lang: "en", path: "/about/" }],
    ["/en/product/shirt/6f1c", { lang: "en", path: "/product/shirt/6f1c" }],
    ["/cn", { lang: "cn", path: "/" }],
    ["/cn/x/y", { lang: "cn", path: "/x/y" }],
  ])("strips the language prefix of %j", (pathname, expected) => {
    expect(resolveLocalePath(pathname)).toEqual(expected);
  });

  it.each(["/english", "/enx/about", "/cnn", "/EN/about", "/En", "/CN/x", "/about/en", "/x/cn/y"])(
    "%j is not a language prefix: Thai and unchanged",
    (pathname) => {
      expect(resolveLocalePath(pathname)).toEqual({ lang: "th", path: pathname });
    },
  );

  it("strips only the first of nested prefixes", () => {
    expect(resolveLocalePath("/en/en/x")).toEqual({ lang: "en", path: "/en/x" });
    expect(resolveLocalePath("/cn/en/x")).toEqual({ lang: "cn", path: "/en/x" });
  });

  it("keeps a query or hash after a bare prefix as part of a rooted path", () => {
    expect(resolveLocalePath("/en?x")).toEqual({ lang: "en", path: "/?x" });
    expect(resolveLocalePath("/en#top")).toEqual({ lang: "en", path: "/#top" });
    expect(resolveLocalePath("/en/?x=1")).toEqual({ lang: "en", path: "/?x=1" });
    expect(resolveLocalePath("/en/about?x=1")).toEqual({ lang: "en", path: "/about?x=1" });
  });

  it("always returns a path starting with a slash", () => {
    for (const pathname of ["", "/", "/en", "/en/", "/cn", "/en?x", "/en#a", "/en/a/b", "/english"]) {
      expect(resolveLocalePath(pathname).path.startsWith("/")).toBe(true);
    }
  });
});

describe("langPrefix", () => {
  it("is empty for Thai and /lang otherwise", () => {
    expect(langPrefix("th")).toBe("");
    expect(langPrefix("en")).toBe("/en");
    expect(langPrefix("cn")).toBe("/cn");
  });

  it("round-trips through resolveLocalePath", () => {
    for (const lang of ["th", "en", "cn"] as const) {
      expect(resolveLocalePath(`${langPrefix(lang)}/about`)).toEqual({ lang, path: "/about" });
    }
  });
});

describe("contentLangOf", () => {
  it("shows Thai as Thai and English and Chinese in English", () => {
    expect(contentLangOf("th")).toBe("th");
    expect(contentLangOf("en")).toBe("en");
    expect(contentLangOf("cn")).toBe("en");
  });
});

describe("localeTagOf", () => {
  it("maps to the §9 BCP 47 tags", () => {
    expect(localeTagOf("th")).toBe("th-TH");
    expect(localeTagOf("en")).toBe("en-US");
  });
});
