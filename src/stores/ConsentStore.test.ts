// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_DENIED, ALL_GRANTED, type ConsentConfig } from "~/lib/consent";
import { ConsentStore } from "./ConsentStore";

const config: ConsentConfig = {
  cookieName: "sf_consent_shop-a",
  defaults: { functionality_storage: true, analytics_storage: false, ad_storage: false },
  script: null,
};

/** A store on jsdom's real cookie jar (http://localhost:3000), recording what it writes. */
function storeOf(shopConfig: ConsentConfig | null, https = false) {
  const written: string[] = [];
  const store = new ConsentStore({
    config: shopConfig,
    readCookies: () => document.cookie,
    writeCookie: (cookie) => {
      written.push(cookie);
      document.cookie = cookie;
    },
    https: () => https,
  });
  return { store, written };
}

afterEach(() => {
  for (const name of document.cookie.split("; ").map((pair) => pair.split("=")[0])) {
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  vi.restoreAllMocks();
});

describe("ConsentStore (§4)", () => {
  it("grants nothing and asks nothing before it has read the cookie", () => {
    const { store } = storeOf(config);
    expect(store.loaded).toBe(false);
    expect(store.decided).toBe(false);
    expect(store.flags).toEqual(ALL_DENIED);
  });

  it("without a cookie: the shop's defaults, undecided (denied flags are pending)", () => {
    const { store } = storeOf(config);
    store.load();
    expect(store.loaded).toBe(true);
    expect(store.decided).toBe(false);
    expect(store.flags).toEqual(config.defaults);
    expect(store.status("functionality_storage")).toBe("granted");
    expect(store.status("analytics_storage")).toBe("pending");
    expect(store.status("ad_storage")).toBe("pending");
  });

  it("with a valid cookie: the shopper's choice, decided", () => {
    document.cookie = "other=1";
    document.cookie = "sf_consent_shop-a=v1.010";
    const { store } = storeOf(config);
    store.load();
    expect(store.decided).toBe(true);
    expect(store.flags).toEqual({ functionality_storage: false, analytics_storage: true, ad_storage: false });
    expect(store.status("functionality_storage")).toBe("denied");
    expect(store.status("analytics_storage")).toBe("granted");
  });

  it("a malformed cookie is logged as a warning (never an error), counts as all denied and asks again", () => {
    document.cookie = "sf_consent_shop-a=garbage";
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error");
    const { store } = storeOf(config);
    store.load();
    expect(store.flags).toEqual(ALL_DENIED);
    expect(store.decided).toBe(false);
    expect(warn).toHaveBeenCalledWith("[consent] the consent cookie did not decode", "garbage");
    expect(error).not.toHaveBeenCalled();
  });

  it("choose: in force at once, remembered in the shop's cookie (host-only, 365 days, Lax; Secure over https)", () => {
    const { store, written } = storeOf(config);
    store.load();
    store.choose({ functionality_storage: true, analytics_storage: false, ad_storage: true });
    expect(store.decided).toBe(true);
    expect(store.status("ad_storage")).toBe("granted");
    expect(store.status("analytics_storage")).toBe("denied");
    expect(written).toEqual(["sf_consent_shop-a=v1.101; Path=/; Max-Age=31536000; SameSite=Lax"]);
    expect(document.cookie).toBe("sf_consent_shop-a=v1.101");

    const secure = storeOf(config, true);
    secure.store.acceptAll();
    expect(secure.written).toEqual(["sf_consent_shop-a=v1.111; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]);
  });

  it("acceptAll and rejectAll choose every flag; a later load reads the choice back", () => {
    const { store } = storeOf(config);
    store.acceptAll();
    expect(store.flags).toEqual(ALL_GRANTED);
    store.rejectAll();
    expect(store.flags).toEqual(ALL_DENIED);
    const next = storeOf(config).store;
    next.load();
    expect(next.decided).toBe(true);
    expect(next.flags).toEqual(ALL_DENIED);
  });

  it("openSettings opens the settings; closing keeps the consent as it was; a choice closes them", () => {
    const { store, written } = storeOf(config);
    store.load();
    store.openSettings();
    expect(store.settingsOpen).toBe(true);
    store.closeSettings();
    expect(store.settingsOpen).toBe(false);
    expect(store.decided).toBe(false);
    expect(written).toEqual([]);
    store.openSettings();
    store.rejectAll();
    expect(store.settingsOpen).toBe(false);
  });

  it("a shop without a consent configuration: everything granted, decided, no settings, no cookie", () => {
    const { store, written } = storeOf(null);
    store.load();
    expect(store.decided).toBe(true);
    expect(store.flags).toEqual(ALL_GRANTED);
    store.openSettings();
    expect(store.settingsOpen).toBe(false);
    store.choose(ALL_DENIED);
    expect(written).toEqual([]);
  });
});
