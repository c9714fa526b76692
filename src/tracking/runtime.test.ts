import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_DENIED, ALL_GRANTED, consentConfigOf } from "~/lib/consent";
import { ConsentStore } from "~/stores/ConsentStore";
import { type CartEvent, EventBus } from "./events";
import { startTracking } from "./runtime";
import type { TagPlan } from "./tagPlan";

const plan: TagPlan = {
  googleTag: ["G-ABC123"],
  tagManager: [],
  metaPixel: ["1234567890"],
  tiktokPixel: [],
  lineTag: [],
  statScript: null,
  adwords: null,
};
const cart: CartEvent = {
  currency: "THB",
  value: 160,
  items: [{ item_id: "u1", item_name: "Thai tea", price: 160, quantity: 1 }],
};

function setup(cookie = "") {
  const gtag = vi.fn();
  const fbq = vi.fn();
  vi.stubGlobal("window", { gtag, fbq });
  const consent = new ConsentStore({
    config: consentConfigOf({ web_ukey: "shop" }),
    readCookies: () => cookie,
    writeCookie: () => {},
    https: () => true,
  });
  const events = new EventBus();
  return { gtag, fbq, consent, events };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startTracking", () => {
  it("replays the events raised before consent was known, and those raised while pending, once granted", () => {
    const { gtag, fbq, consent, events } = setup();
    const stop = startTracking({
      events,
      consent,
      plan,
      early: [{ name: "add_to_cart", payload: cart }],
      purchase: null,
    });
    consent.load(); // no cookie: the shopper has not chosen
    events.emit("page_view", { page_type: "home" });
    expect(gtag).not.toHaveBeenCalled();
    consent.choose(ALL_GRANTED);
    expect(gtag).toHaveBeenCalledExactlyOnceWith("event", "add_to_cart", { ...cart, send_to: ["G-ABC123"] });
    // the early add_to_cart, then the home page_view held while pending (the pixel's page view)
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["AddToCart", "PageView"]);
    stop();
    events.emit("add_to_cart", cart);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("drops and warns on denial, and follows a later change of mind for new events", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { gtag, fbq, consent, events } = setup("sf_consent_shop=v1.010");
    consent.load();
    startTracking({ events, consent, plan, early: [], purchase: null });
    events.emit("add_to_cart", cart);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(fbq).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("trackEvent blocked by consent", { event: "add_to_cart", consent: "ad_storage" });
    consent.choose(ALL_DENIED);
    events.emit("remove_from_cart", cart);
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("trackEvent blocked by consent", {
      event: "remove_from_cart",
      consent: "analytics_storage",
    });
  });

  it("skips a vendor whose global is missing", () => {
    const { consent, events } = setup("sf_consent_shop=v1.111");
    vi.stubGlobal("window", {});
    consent.load();
    startTracking({ events, consent, plan, early: [], purchase: null });
    expect(() => events.emit("add_to_cart", cart)).not.toThrow();
  });
});
