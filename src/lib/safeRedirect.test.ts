import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safeRedirect";

const REQUEST = "https://own.host/en/old-page?x=1";

describe("safeRedirectTarget", () => {
  it.each(["/", "/about", "/en/about", "/product/shirt/6f1c?ref=a#reviews", "/search?q=//x"])(
    "accepts the same-shop path %j",
    (target) => {
      expect(safeRedirectTarget(target, REQUEST)).toBe(target);
    },
  );

  it("trims surrounding whitespace", () => {
    expect(safeRedirectTarget("  /about \n", REQUEST)).toBe("/about");
    expect(safeRedirectTarget("\thttps://own.host/new ", REQUEST)).toBe("https://own.host/new");
  });

  it.each([
    "",
    "   ",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "/\\/evil.example",
    " //evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\\evil.example",
    "\\\\evil.example",
    "https://evil.example",
    "https://evil.example/own.host",
    "https://own.host.evil.example/",
    "https://evil.example?own.host",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://own.host/file",
    "http://user:pass@own.host/",
    "https://user@own.host/",
    "evil.example",
    "/about\r\nSet-Cookie: session=stolen",
    "/about\nLocation: https://evil.example",
    "https://own.host/new\r\nX-Injected: 1",
    "/sale\u3000items",
    "/sale items",
    "/about\u0000",
    "/about\u007f",
  ])("refuses %j", (target) => {
    expect(safeRedirectTarget(target, REQUEST)).toBeNull();
  });

  it("percent-encodes a Thai path, so the Location header is ASCII", () => {
    expect(safeRedirectTarget("/สินค้า?q=ชา#ก", REQUEST)).toBe(
      "/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2?q=%E0%B8%8A%E0%B8%B2#%E0%B8%81",
    );
    expect(safeRedirectTarget("https://own.host/ชา", REQUEST)).toBe("https://own.host/%E0%B8%8A%E0%B8%B2");
  });

  it("accepts an absolute URL on the request's own host", () => {
    expect(safeRedirectTarget("https://own.host/new-page?a=1#b", REQUEST)).toBe("https://own.host/new-page?a=1#b");
    expect(safeRedirectTarget("http://own.host/new", REQUEST)).toBe("http://own.host/new");
    expect(safeRedirectTarget("HTTPS://OWN.HOST/x", REQUEST)).toBe("https://own.host/x");
  });

  it("compares the port as part of the host", () => {
    const request = "http://own.host:8443/page";
    expect(safeRedirectTarget("http://own.host:8443/new", request)).toBe("http://own.host:8443/new");
    expect(safeRedirectTarget("http://own.host:9000/new", request)).toBeNull();
    expect(safeRedirectTarget("http://own.host/new", request)).toBeNull();
  });

  it("accepts an allow-listed host and no other", () => {
    const allowed = ["partner.example", "pay.example"];
    expect(safeRedirectTarget("https://partner.example/checkout", REQUEST, allowed)).toBe(
      "https://partner.example/checkout",
    );
    expect(safeRedirectTarget("https://PAY.example/x", REQUEST, allowed)).toBe("https://pay.example/x");
    expect(safeRedirectTarget("https://evil.example/checkout", REQUEST, allowed)).toBeNull();
    expect(safeRedirectTarget("https://sub.partner.example/", REQUEST, allowed)).toBeNull();
    expect(safeRedirectTarget("javascript:alert(1)", REQUEST, allowed)).toBeNull();
    expect(safeRedirectTarget("https://user:pw@partner.example/", REQUEST, allowed)).toBeNull();
  });

  it("never returns a target a browser would resolve to a foreign host", () => {
    const targets = ["/a", "/\t/evil.example", "/\\evil.example", "//evil.example", "https://own.host/x", "/ /evil"];
    for (const target of targets) {
      const result = safeRedirectTarget(target, REQUEST);
      if (result !== null) expect(new URL(result, REQUEST).host).toBe("own.host");
    }
  });
});
