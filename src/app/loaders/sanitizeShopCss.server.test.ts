import { describe, expect, it } from "vitest";
import { sanitizeShopCss } from "./sanitizeShopCss.server";

const clean = (css: string) => sanitizeShopCss(css).css;

describe("sanitizeShopCss", () => {
  it("keeps ordinary CSS: rules, custom properties, media and keyframes, https and same-origin images", () => {
    const css =
      ".hero{color:#123;--tone:#fafafa;background:center/cover url(https://img.example/a.png)}" +
      "@media (min-width:768px){.hero{padding:2rem}}@keyframes pop{from{opacity:0}to{opacity:1}}" +
      ".logo{background-image:url(/images/logo.svg)}.dot{background:url(data:image/png;base64,iVBOR)}";
    expect(sanitizeShopCss(css)).toEqual({ css, removed: [] });
  });

  it("cannot end a <style> element or start HTML", () => {
    const result = sanitizeShopCss('a{color:red}</style><script>alert(1)</script><style>b{content:"</style>"}');
    expect(result.css).not.toMatch(/<\/?(style|script)/i);
    expect(result.css).not.toContain("<");
    expect(result.css).toContain("a{color:red}");
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it.each([
    "a{background:url(javascript:alert(1))}",
    'a{background:url("javascript:alert(1)")}',
    "a{background:url(JaVaScRiPt:alert(1))}",
    "a{background:url(jav\\61script:alert(1))}",
    "a{background:url(  vbscript:x)}",
    "a{background:url(//evil.example/x.png)}",
    "a{background:url(http://evil.example/x.png)}",
    "a{background:url(data:text/html,<script>alert(1)</script>)}",
    "a{width:expression(alert(1))}",
    "a{width:EXPRESSION(alert(1))}",
    "a{width:expr\\65ssion(alert(1))}",
    "a{behavior:url(/x.htc)}",
    "a{be\\havior:url(/x.htc)}",
    "a{-moz-binding:url(/x.xml#y)}",
    "a{--x:url(javascript:alert(1))}",
    "a{--x:jav\\61script:1}",
  ])("removes the declaration in %s", (css) => {
    const result = sanitizeShopCss(`${css}b{color:blue}`);
    expect(result.css).toBe("a{}b{color:blue}");
    expect(result.removed).toHaveLength(1);
  });

  it.each([
    ['@import "https://evil.example/x.css";', "@import"],
    ["@import url(/same-origin.css);", "@import"],
    ['@namespace svg "http://www.w3.org/2000/svg";', "@namespace"],
    ["@-moz-document url-prefix(){a{color:red}}", "@-moz-document"],
  ])("removes the at-rule %s", (css, problem) => {
    expect(sanitizeShopCss(`${css}b{color:blue}`)).toEqual({ css: "b{color:blue}", removed: [problem] });
  });

  it("checks inside grouping rules and font faces", () => {
    const result = sanitizeShopCss(
      "@media screen{a{background:url(javascript:x)}}@font-face{font-family:x;src:url(ftp://x.example/f.woff2)}",
    );
    expect(result.css).toBe("@media screen{a{}}@font-face{font-family:x}");
    expect(result.removed).toHaveLength(2);
  });

  it("survives text that is not CSS at all", () => {
    for (const junk of ["", "{{{", "}}}a{", "<<<>>>", "/* unterminated", "a{color:red", "\\", "a{b:\\110000}"]) {
      expect(() => sanitizeShopCss(junk)).not.toThrow();
      expect(clean(junk)).not.toContain("<");
    }
  });
});
