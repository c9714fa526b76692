// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHead } from "./PageHead";

const shopHead = { title: "Baan Chaa", description: "Tea from Chiang Mai" };
const links = {
  canonical: "https://shop.example/a",
  alternates: { th: "https://shop.example/a", en: "https://shop.example/en/a" },
};
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

afterEach(cleanup);

describe("PageHead", () => {
  it("takes the shop's webHead title and description when the page has none", () => {
    render(<PageHead head={{ title: " " }} siteName="Baan Chaa" shopHead={shopHead} {...links} />);
    expect(document.title).toBe("Baan Chaa");
    expect(description()).toBe("Tea from Chiang Mai");
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(
      "Tea from Chiang Mai",
    );
  });

  it("keeps the page's own title and description", () => {
    render(
      <PageHead head={{ title: "Oolong", description: "A tea" }} siteName="Baan Chaa" shopHead={shopHead} {...links} />,
    );
    expect(document.title).toBe("Oolong | Baan Chaa");
    expect(description()).toBe("A tea");
  });
});
