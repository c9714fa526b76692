import { describe, expect, it } from "vitest";
import type { CartEvent, PurchaseEvent } from "./events";
import { NO_TAGS, type TagPlan } from "./tagPlan";
import { type TrackedEvent, vendorCallsOf } from "./vendorEvents";

const NONE = NO_TAGS;

/** Every vendor but the tag manager, whose data layer has tests of its own. */
const ALL: TagPlan = {
  googleTag: ["G-ABC123", "AW-111", "GT-XYZ"],
  tagManager: [],
  metaPixel: ["1234567890"],
  tiktokPixel: ["CABCDEF"],
  lineTag: ["line-1"],
  statScript: null,
  adwords: {
    id: "AW-222",
    labels: {
      add_to_cart: "cartLabel",
      purchase: "buyLabel",
      lead: "leadLabel",
      registration: "regLabel",
      contact: "talkLabel",
    },
  },
};

const cart: CartEvent = {
  currency: "THB",
  value: 320,
  items: [{ item_id: "u1", item_name: "Thai tea", price: 160, quantity: 2, item_variant: "500 g" }],
};
const purchase: PurchaseEvent = { ...cart, transaction_id: "order-1" };

const metaContents = {
  currency: "THB",
  value: 320,
  content_ids: ["u1"],
  contents: [{ id: "u1", quantity: 2, item_price: 160 }],
  content_type: "product",
};
const tiktokContents = {
  currency: "THB",
  value: 320,
  content_type: "product",
  contents: [{ content_id: "u1", content_name: "Thai tea", quantity: 2, price: 160 }],
};

const calls = (event: TrackedEvent, plan = ALL) => vendorCallsOf(event, plan);

describe("vendorCallsOf: analytics and conversion events", () => {
  it("add_to_cart: GA4 with THB, value and items; the Ads conversion; Meta, TikTok and LINE AddToCart", () => {
    expect(calls({ name: "add_to_cart", payload: cart })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: [
          "event",
          "add_to_cart",
          { currency: "THB", value: 320, items: cart.items, send_to: ["G-ABC123", "GT-XYZ"] },
        ],
      },
      {
        gate: "ad_storage",
        vendor: "gtag",
        args: ["event", "conversion", { send_to: "AW-222/cartLabel", value: 320, currency: "THB" }],
      },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "AddToCart", metaContents] },
      { gate: "ad_storage", vendor: "ttq.track", args: ["AddToCart", tiktokContents] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: "AddToCart" }, ["line-1"]] },
    ]);
  });

  it("remove_from_cart goes to GA4 only", () => {
    expect(calls({ name: "remove_from_cart", payload: cart })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: [
          "event",
          "remove_from_cart",
          { currency: "THB", value: 320, items: cart.items, send_to: ["G-ABC123", "GT-XYZ"] },
        ],
      },
    ]);
  });

  it("a lead form: generate_lead, the lead conversion, Lead, SubmitForm", () => {
    const payload = { form_id: "f1", form_name: "Wholesale", purpose: "lead" as const };
    expect(calls({ name: "form_submission", payload })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: ["event", "generate_lead", { form_id: "f1", form_name: "Wholesale", send_to: ["G-ABC123", "GT-XYZ"] }],
      },
      { gate: "ad_storage", vendor: "gtag", args: ["event", "conversion", { send_to: "AW-222/leadLabel" }] },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "Lead", { content_name: "Wholesale" }] },
      { gate: "ad_storage", vendor: "ttq.track", args: ["SubmitForm", { content_name: "Wholesale" }] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: "Lead" }, ["line-1"]] },
    ]);
  });

  it("a registration form: sign_up, the registration conversion, CompleteRegistration everywhere", () => {
    const payload = { form_id: "f2", form_name: "Join", purpose: "registration" as const };
    expect(calls({ name: "form_submission", payload })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: [
          "event",
          "sign_up",
          { method: "form", form_id: "f2", form_name: "Join", send_to: ["G-ABC123", "GT-XYZ"] },
        ],
      },
      { gate: "ad_storage", vendor: "gtag", args: ["event", "conversion", { send_to: "AW-222/regLabel" }] },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "CompleteRegistration", { content_name: "Join" }] },
      { gate: "ad_storage", vendor: "ttq.track", args: ["CompleteRegistration", { content_name: "Join" }] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: "CompleteRegistration" }, ["line-1"]] },
    ]);
  });

  it.each([
    ["contact_click", { method: "phone", link_url: "tel:021234567" }],
    ["social_click", { network: "facebook", link_url: "https://facebook.com/shop" }],
  ] as const)("%s is a contact for the advertisers", (name, payload) => {
    expect(calls({ name, payload } as TrackedEvent)).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: ["event", name, { ...payload, send_to: ["G-ABC123", "GT-XYZ"] }],
      },
      { gate: "ad_storage", vendor: "gtag", args: ["event", "conversion", { send_to: "AW-222/talkLabel" }] },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "Contact", {}] },
      { gate: "ad_storage", vendor: "ttq.track", args: ["Contact", {}] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: "Contact" }, ["line-1"]] },
    ]);
  });

  it("marketplace_click goes to GA4 only", () => {
    const payload = { marketplace: "shopee", link_url: "https://shopee.co.th/shop" };
    expect(calls({ name: "marketplace_click", payload })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: ["event", "marketplace_click", { ...payload, send_to: ["G-ABC123", "GT-XYZ"] }],
      },
    ]);
  });

  it("purchase carries the transaction id everywhere, as Meta's eventID and TikTok's event_id for their dedup", () => {
    expect(calls({ name: "purchase", payload: purchase })).toEqual([
      {
        gate: "analytics_storage",
        vendor: "gtag",
        args: [
          "event",
          "purchase",
          {
            transaction_id: "order-1",
            currency: "THB",
            value: 320,
            items: cart.items,
            send_to: ["G-ABC123", "GT-XYZ"],
          },
        ],
      },
      {
        gate: "ad_storage",
        vendor: "gtag",
        args: [
          "event",
          "conversion",
          { send_to: "AW-222/buyLabel", value: 320, currency: "THB", transaction_id: "order-1" },
        ],
      },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "Purchase", metaContents, { eventID: "order-1" }] },
      { gate: "ad_storage", vendor: "ttq.track", args: ["CompletePayment", tiktokContents, { event_id: "order-1" }] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: "Conversion" }, ["line-1"]] },
    ]);
  });

  it("calls only the vendors the plan configures", () => {
    expect(calls({ name: "purchase", payload: purchase }, NONE)).toEqual([]);
    expect(calls({ name: "add_to_cart", payload: cart }, { ...NONE, metaPixel: ["1"] }).map((c) => c.vendor)).toEqual([
      "fbq",
    ]);
    // an Ads-only Google tag hears no GA4 event
    expect(calls({ name: "add_to_cart", payload: cart }, { ...NONE, googleTag: ["AW-1"] })).toEqual([]);
  });

  it("sends an Ads conversion only for the events the adwords configuration labels", () => {
    const plan = { ...NONE, adwords: { id: "AW-9", labels: { purchase: "buy" } } };
    expect(calls({ name: "add_to_cart", payload: cart }, plan)).toEqual([]);
    expect(calls({ name: "purchase", payload: purchase }, plan)).toEqual([
      {
        gate: "ad_storage",
        vendor: "gtag",
        args: ["event", "conversion", { send_to: "AW-9/buy", value: 320, currency: "THB", transaction_id: "order-1" }],
      },
    ]);
  });
});

describe("vendorCallsOf: remarketing page_view", () => {
  const productView: TrackedEvent = {
    name: "page_view",
    payload: {
      page_type: "product",
      items: [{ item_id: "u1", item_name: "Thai tea", price: 160, quantity: 1 }],
      value: 160,
      currency: "THB",
    },
  };

  it("a product page: Ads page_view with its id and value for every Ads account; the pixels' page views; Meta and TikTok ViewContent", () => {
    const one = { currency: "THB", value: 160 };
    expect(calls(productView)).toEqual([
      {
        gate: "ad_storage",
        vendor: "gtag",
        args: [
          "event",
          "page_view",
          { send_to: ["AW-111", "AW-222"], ecomm_pagetype: "product", ecomm_prodid: ["u1"], ecomm_totalvalue: 160 },
        ],
      },
      { gate: "ad_storage", vendor: "fbq", args: ["track", "PageView"] },
      { gate: "ad_storage", vendor: "ttq.page", args: [] },
      { gate: "ad_storage", vendor: "_lt", args: ["send", "pv", ["line-1"]] },
      {
        gate: "ad_storage",
        vendor: "fbq",
        args: [
          "track",
          "ViewContent",
          {
            ...one,
            content_ids: ["u1"],
            contents: [{ id: "u1", quantity: 1, item_price: 160 }],
            content_type: "product",
          },
        ],
      },
      {
        gate: "ad_storage",
        vendor: "ttq.track",
        args: [
          "ViewContent",
          {
            ...one,
            content_type: "product",
            contents: [{ content_id: "u1", content_name: "Thai tea", quantity: 1, price: 160 }],
          },
        ],
      },
    ]);
  });

  it.each(["category", "home", "other"] as const)(
    "a %s page: the Ads page_view with its type only, and the pixels' page views",
    (page_type) => {
      expect(calls({ name: "page_view", payload: { page_type } })).toEqual([
        {
          gate: "ad_storage",
          vendor: "gtag",
          args: ["event", "page_view", { send_to: ["AW-111", "AW-222"], ecomm_pagetype: page_type }],
        },
        { gate: "ad_storage", vendor: "fbq", args: ["track", "PageView"] },
        { gate: "ad_storage", vendor: "ttq.page", args: [] },
        { gate: "ad_storage", vendor: "_lt", args: ["send", "pv", ["line-1"]] },
      ]);
    },
  );

  it("names an Ads account once when it is both a Google tag and the adwords account; none without Ads", () => {
    const plan = { ...NONE, googleTag: ["AW-9"], adwords: { id: "AW-9", labels: {} } };
    expect(calls({ name: "page_view", payload: { page_type: "home" } }, plan)[0]?.args[2]).toEqual({
      send_to: ["AW-9"],
      ecomm_pagetype: "home",
    });
    expect(calls(productView, { ...NONE, googleTag: ["G-1"] })).toEqual([]);
  });
});

describe("vendorCallsOf: the tag manager's data layer", () => {
  const gtm: TagPlan = { ...NONE, tagManager: ["GTM-ABC1234"] };

  it("hears cart events and purchases with their details under ecommerce, under analytics consent", () => {
    expect(calls({ name: "add_to_cart", payload: cart }, gtm)).toEqual([
      {
        gate: "analytics_storage",
        vendor: "dataLayer",
        args: [{ event: "add_to_cart", ecommerce: { currency: "THB", value: 320, items: cart.items } }],
      },
    ]);
    expect(calls({ name: "purchase", payload: purchase }, gtm)[0]?.args).toEqual([
      {
        event: "purchase",
        ecommerce: { transaction_id: "order-1", currency: "THB", value: 320, items: cart.items },
      },
    ]);
  });

  it("hears other events with their parameters alongside the name", () => {
    const payload = { method: "line", link_url: "https://line.me/R/ti/p/@shop" };
    expect(calls({ name: "contact_click", payload }, gtm)).toEqual([
      { gate: "analytics_storage", vendor: "dataLayer", args: [{ event: "contact_click", ...payload }] },
    ]);
    expect(
      calls({ name: "form_submission", payload: { form_id: "f1", form_name: "Wholesale", purpose: "lead" } }, gtm)[0]
        ?.args,
    ).toEqual([{ event: "generate_lead", form_id: "f1", form_name: "Wholesale" }]);
  });

  it("hears no remarketing page view (its container has its own page view trigger)", () => {
    expect(calls({ name: "page_view", payload: { page_type: "home" } }, gtm)).toEqual([]);
  });
});
