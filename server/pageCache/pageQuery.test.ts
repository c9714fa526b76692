import { describe, expect, it } from "vitest";
import { pageUrlOf } from "./pageQuery";

const pageUrl = (url: string) => pageUrlOf(new URL(url)).href;

describe("pageUrlOf", () => {
  it("keeps the parameters pages use, each once (the last), in a stable order", () => {
    expect(pageUrl("http://a.test/search?utm_source=x&b_page=2&q=tea&fbclid=1&q=green&gclid=2&p_page=3")).toBe(
      "http://a.test/search?q=green&p_page=3&b_page=2",
    );
    expect(pageUrl("http://a.test/en/?utm_medium=mail&ref=x")).toBe("http://a.test/en/");
    expect(pageUrl("http://a.test/search?q=")).toBe("http://a.test/search?q=");
  });

  it("leaves React Router's data requests as they are", () => {
    expect(pageUrl("http://a.test/search.data?q=tea&_routes=routes%2Fcontent-page")).toBe(
      "http://a.test/search.data?q=tea&_routes=routes%2Fcontent-page",
    );
  });
});
