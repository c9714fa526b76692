import { describe, expect, it } from "vitest";
import { offerPriceOf } from "./offerPrice";

const crumbs = { "@type": "BreadcrumbList", itemListElement: [] };

describe("offerPriceOf", () => {
  it("reads a Product's Offer", () => {
    const product = { "@type": "Product", offers: { "@type": "Offer", price: "450.00", priceCurrency: "THB" } };
    expect(offerPriceOf([crumbs, product])).toEqual({ amount: "450.00", currency: "THB" });
  });

  it("reads an AggregateOffer's low price, and the lowest of several offers", () => {
    const aggregate = { "@type": "AggregateOffer", lowPrice: 120, highPrice: 380, priceCurrency: "THB" };
    expect(offerPriceOf([{ "@type": "Product", offers: aggregate }])).toEqual({ amount: "120", currency: "THB" });
    const offers = [
      { price: "300.00", priceCurrency: "THB" },
      { price: "95.50", priceCurrency: "THB" },
    ];
    expect(offerPriceOf([{ "@type": "Product", offers }])).toEqual({ amount: "95.50", currency: "THB" });
  });

  it("reads the lowest of a ProductGroup's variants' offers", () => {
    const group = {
      "@type": "ProductGroup",
      hasVariant: [
        { "@type": "Product", offers: { price: "250.00", priceCurrency: "THB" } },
        { "@type": "Product", offers: { price: "180.00", priceCurrency: "THB" } },
      ],
    };
    expect(offerPriceOf([group])).toEqual({ amount: "180.00", currency: "THB" });
  });

  it("is null without a product, or with an offer lacking its price or currency", () => {
    expect(offerPriceOf([crumbs])).toBeNull();
    expect(offerPriceOf([{ "@type": "Product", offers: { price: "1.00" } }])).toBeNull();
    expect(offerPriceOf([{ "@type": "Product" }])).toBeNull();
  });
});
