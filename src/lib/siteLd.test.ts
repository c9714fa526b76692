import { describe, expect, it } from "vitest";
import { withSiteLd } from "./siteLd";

const site = { name: "บ้านชา", homeUrl: "https://shop.example/", lang: "th" };

describe("withSiteLd", () => {
  it("adds a WebSite with a SearchAction to the shop's search, and an Organization, to a home page with none", () => {
    expect(withSiteLd([], { ...site, logo: "https://shop.example/icon.png" })).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "บ้านชา",
        url: "https://shop.example/",
        inLanguage: "th",
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: "https://shop.example/search?q={search_term_string}" },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "บ้านชา",
        url: "https://shop.example/",
        logo: "https://shop.example/icon.png",
      },
    ]);
  });

  it("searches in the page's language: the English home's search is under /en", () => {
    const [webSite] = withSiteLd([], { name: "Baan Chaa", homeUrl: "https://shop.example/en", lang: "en" });
    expect(webSite).toMatchObject({
      inLanguage: "en",
      potentialAction: { target: { urlTemplate: "https://shop.example/en/search?q={search_term_string}" } },
    });
  });

  it("keeps the stored items first and as they are", () => {
    const stored = { "@context": "https://schema.org", "@type": "FAQPage" };
    const items = withSiteLd([stored], site);
    expect(items[0]).toBe(stored);
    expect(items.map((item) => (item as { "@type": string })["@type"])).toEqual(["FAQPage", "WebSite", "Organization"]);
  });

  it.each([["Organization"], ["Store"], ["OnlineStore"], ["LocalBusiness"], ["ClothingStore"], [["Store", "Cafe"]]])(
    "adds no Organization when a stored item is one already (%j)",
    (type) => {
      const items = withSiteLd([{ "@type": type }], site);
      expect(items.map((item) => (item as { "@type": unknown })["@type"])).toEqual([type, "WebSite"]);
    },
  );

  it("adds no WebSite when one is stored", () => {
    expect(withSiteLd([{ "@type": "WebSite", name: "x" }], site)).toHaveLength(2);
  });

  it("leaves out the logo of a shop without an icon: no empty fields", () => {
    expect(withSiteLd([], site)[1]).not.toHaveProperty("logo");
  });

  it("adds nothing for a shop without a name", () => {
    expect(withSiteLd([{ "@type": "FAQPage" }], { ...site, name: "" })).toEqual([{ "@type": "FAQPage" }]);
  });

  it("ignores an @type that is not a string", () => {
    expect(withSiteLd([{ "@type": 5 }], site)).toHaveLength(3);
  });
});
