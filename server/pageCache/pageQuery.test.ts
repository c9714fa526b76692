import { describe, expect, it } from "vitest";
import { pageUrlOf, withUnusedQuery } from "./pageQuery";

const pageUrl = (url: string) => pageUrlOf(new URL(url)).href;

describe("pageUrlOf", () => {
  it("keeps the parameters pages use, each once (the last), in a stable order", () => {
    expect(pageUrl("http://a.test/search?utm_source=x&b_page=2&q=tea&fbclid=1&q=green&gclid=2&p_page=3")).toBe(
      "http://a.test/search?q=green&p_page=3&b_page=2",
    );
    expect(pageUrl("http://a.test/en/?utm_medium=mail&ref=x")).toBe("http://a.test/en/");
    expect(pageUrl("http://a.test/search?q=")).toBe("http://a.test/search?q=");
    expect(pageUrl("http://a.test/coupons?utm_source=line&mine=1")).toBe("http://a.test/coupons?mine=1");
  });

  it("keeps the attribute filters' parameters, each value once, after the others", () => {
    expect(
      pageUrl(
        "http://a.test/category/tea/1?a.tea-type=oolong&utm_source=x&a.tea-type=black&a.tea-type=oolong&sort=newest",
      ),
    ).toBe("http://a.test/category/tea/1?sort=newest&a.tea-type=oolong&a.tea-type=black");
    expect(pageUrl("http://a.test/category/tea/1?a.origin=doi-chang,doi-saket&a.=x&a.Bad=y&a=z")).toBe(
      "http://a.test/category/tea/1?a.origin=doi-chang%2Cdoi-saket",
    );
  });

  it("leaves React Router's data requests as they are", () => {
    expect(pageUrl("http://a.test/search.data?q=tea&_routes=routes%2Fcontent-page")).toBe(
      "http://a.test/search.data?q=tea&_routes=routes%2Fcontent-page",
    );
  });
});

describe("withUnusedQuery", () => {
  const redirect = (location: string, status = 301) => new Response(null, { status, headers: { Location: location } });
  const asked = new URL("http://a.test/product/old/1?ref=line&p_page=2&utm_source=x");

  it("gives a same-origin redirect the parameters the page did not use, after its own", () => {
    expect(withUnusedQuery(redirect("/product/new/1?p_page=2"), asked).headers.get("location")).toBe(
      "/product/new/1?p_page=2&ref=line&utm_source=x",
    );
    expect(withUnusedQuery(redirect("http://a.test/en/", 302), asked).headers.get("location")).toBe(
      "http://a.test/en/?ref=line&utm_source=x",
    );
  });

  it("does not repeat the attribute filters, which the page uses", () => {
    const filtered = new URL("http://a.test/category/old/1?a.roast=dark&ref=x");
    expect(withUnusedQuery(redirect("/category/new/1?a.roast=dark"), filtered).headers.get("location")).toBe(
      "/category/new/1?a.roast=dark&ref=x",
    );
  });

  it("leaves other answers, other origins and queries with nothing dropped as they are", () => {
    expect(withUnusedQuery(redirect("https://b.test/x"), asked).headers.get("location")).toBe("https://b.test/x");
    expect(withUnusedQuery(redirect("/x"), new URL("http://a.test/y?q=tea")).headers.get("location")).toBe("/x");
    const page = new Response("<html>", { status: 200 });
    expect(withUnusedQuery(page, asked)).toBe(page);
  });
});
