// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { EventBus, TRACKING_DOM_EVENT, type TrackingDomDetail } from "./events";
import { trackClickedLink } from "./linkClicks";

/** Clicks `selector` inside `html` and returns what the bus dispatched on the window. */
function clicked(html: string, selector: string): TrackingDomDetail[] {
  document.body.innerHTML = html;
  const seen: TrackingDomDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<TrackingDomDetail>).detail);
  window.addEventListener(TRACKING_DOM_EVENT, listener);
  trackClickedLink(new EventBus(window), document.querySelector(selector));
  window.removeEventListener(TRACKING_DOM_EVENT, listener);
  return seen;
}

describe("trackClickedLink", () => {
  it("reports a phone, email, LINE, messenger or WhatsApp link as contact_click", () => {
    expect(clicked('<a href="tel:021234567,12">02-123-4567 ต่อ 12</a>', "a")).toEqual([
      { name: "contact_click", payload: { method: "phone", link_url: "tel:021234567,12" } },
    ]);
    expect(clicked('<a href="https://lin.ee/AbC123"><svg></svg><span>LINE</span></a>', "span")).toEqual([
      { name: "contact_click", payload: { method: "line", link_url: "https://lin.ee/AbC123" } },
    ]);
    expect(clicked('<a href="mailto:hello@baanchaa.example">mail</a>', "a")[0]?.payload).toEqual({
      method: "email",
      link_url: "mailto:hello@baanchaa.example",
    });
  });

  it("reports a social network's link as social_click", () => {
    expect(clicked('<p><a href="https://www.facebook.com/baanchaa.demo"><b>Baan Chaa</b></a></p>', "b")).toEqual([
      { name: "social_click", payload: { network: "facebook", link_url: "https://www.facebook.com/baanchaa.demo" } },
    ]);
  });

  it("reports a marketplace's link as marketplace_click", () => {
    expect(clicked('<a href="https://shopee.co.th/baanchaa.demo">Shopee</a>', "a")).toEqual([
      { name: "marketplace_click", payload: { marketplace: "shopee", link_url: "https://shopee.co.th/baanchaa.demo" } },
    ]);
  });

  it("reports nothing for other links, lookalikes, or a click beside a link", () => {
    expect(clicked('<a href="/contact">Contact</a>', "a")).toEqual([]);
    expect(clicked('<a href="https://facebook.com.evil.example/x">x</a>', "a")).toEqual([]);
    expect(clicked("<a>no href</a>", "a")).toEqual([]);
    expect(clicked('<p>call <b>081</b> <a href="tel:0812345678">here</a></p>', "b")).toEqual([]);
  });
});
