// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ALL_GRANTED, type ConsentConfig } from "~/lib/consent";
import { ConsentStore } from "~/stores/ConsentStore";
import { startShopConsentScript, storefrontConsentOf } from "./shopConsentScript";

const SCRIPT = "https://cmp.example/consent.js";
const config: ConsentConfig = {
  cookieName: "sf_consent_shop-a",
  defaults: { functionality_storage: false, analytics_storage: false, ad_storage: false },
  script: SCRIPT,
};

function newStore(): ConsentStore {
  const store = new ConsentStore({
    config,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    https: () => false,
  });
  store.load();
  return store;
}

const shopScripts = () => document.head.querySelectorAll("script[data-shop-consent]");

afterEach(() => {
  document.cookie = "sf_consent_shop-a=; Path=/; Max-Age=0";
  for (const script of shopScripts()) script.remove();
  delete window.storefrontConsent;
});

describe("window.storefrontConsent, the shop's consent script's bridge", () => {
  it("get: null until the shopper chooses, then a copy of the flags", () => {
    const store = newStore();
    const bridge = storefrontConsentOf(store);
    expect(bridge.get()).toBeNull();
    store.acceptAll();
    const flags = bridge.get();
    expect(flags).toEqual(ALL_GRANTED);
    if (flags) flags.ad_storage = false;
    expect(store.flags.ad_storage).toBe(true);
  });

  it("set: the choice is in force at once and written to the consent cookie", () => {
    const store = newStore();
    storefrontConsentOf(store).set({ functionality_storage: true, analytics_storage: true, ad_storage: false });
    expect(store.decided).toBe(true);
    expect(store.status("analytics_storage")).toBe("granted");
    expect(store.status("ad_storage")).toBe("denied");
    expect(document.cookie).toBe("sf_consent_shop-a=v1.110");
  });

  it.each([
    [undefined, "functionality_storage"],
    [{ functionality_storage: true, analytics_storage: "yes", ad_storage: false }, "analytics_storage"],
    [{ functionality_storage: true, analytics_storage: true }, "ad_storage"],
  ])("set(%o) is refused with a TypeError naming %s, the consent unchanged", (flags, field) => {
    const store = newStore();
    const bridge = storefrontConsentOf(store);
    expect(() => bridge.set(flags as never)).toThrow(
      new TypeError(`storefrontConsent.set: ${field} must be true or false`),
    );
    expect(store.decided).toBe(false);
    expect(document.cookie).toBe("");
  });

  it("set keeps only the three flags", () => {
    const store = newStore();
    storefrontConsentOf(store).set({ ...ALL_GRANTED, extra: 1 } as never);
    expect(store.flags).toEqual(ALL_GRANTED);
  });

  it("openSettings opens the storefront's settings dialog", () => {
    const store = newStore();
    storefrontConsentOf(store).openSettings();
    expect(store.settingsOpen).toBe(true);
  });
});

describe("startShopConsentScript", () => {
  it("exposes the bridge and adds the shop's script once, async; a second store takes the bridge over", () => {
    expect(document.readyState).toBe("complete");
    const first = newStore();
    startShopConsentScript(window, first, SCRIPT);
    const second = newStore();
    startShopConsentScript(window, second, SCRIPT);
    const scripts = shopScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(SCRIPT);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    window.storefrontConsent?.openSettings();
    expect(second.settingsOpen).toBe(true);
    expect(first.settingsOpen).toBe(false);
  });

  it("waits for the page's load event before adding the script; stopping first adds none", () => {
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    try {
      const stop = startShopConsentScript(window, newStore(), SCRIPT);
      expect(window.storefrontConsent).toBeDefined();
      expect(shopScripts()).toHaveLength(0);
      stop();
      window.dispatchEvent(new Event("load"));
      expect(shopScripts()).toHaveLength(0);
      startShopConsentScript(window, newStore(), SCRIPT);
      window.dispatchEvent(new Event("load"));
      expect(shopScripts()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(document, "readyState");
    }
  });
});
