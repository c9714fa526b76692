// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PageHead } from "./PageHead";

const shopHead = { title: "Baan Chaa", description: "Tea from Chiang Mai" };
const links = {
  canonical: "https://shop.example/a",
  alternates: { th: "https://shop.example/a", en: "https://shop.example/en/a" },
  share: [
    ["og:title", "Oolong"],
    ["twitter:card", "summary"],
  ] as const,
  links: [{ rel: "manifest", href: "/manifest.webmanifest" }],
};
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");

afterEach(cleanup);

describe("PageHead", () => {
  it("takes the shop's webHead title and description when the page has none", () => {
    render(<PageHead head={{ title: " " }} siteName="Baan Chaa" shopHead={shopHead} {...links} />);
    expect(document.title).toBe("Baan Chaa");
    expect(description()).toBe("Tea from Chiang Mai");
  });

  it("keeps the page's own title and description", () => {
    render(
      <PageHead head={{ title: "Oolong", description: "A tea" }} siteName="Baan Chaa" shopHead={shopHead} {...links} />,
    );
    expect(document.title).toBe("Oolong | Baan Chaa");
    expect(description()).toBe("A tea");
  });

  it("writes the share card's tags, X's by name and Open Graph's by property", () => {
    render(<PageHead head={{ title: "Oolong" }} {...links} />);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Oolong");
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary");
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
  });
});
