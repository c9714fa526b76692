import { describe, expect, it } from "vitest";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_FLAGS,
  type ConsentConfig,
  type ConsentFlags,
  consentCookieName,
  consentConfigOf,
  consentCookieToWrite,
  consentFromCookies,
  decodeConsent,
  encodeConsent,
} from "./consent";

/** All eight combinations of the three flags. */
const EVERY_COMBINATION: ConsentFlags[] = Array.from({ length: 8 }, (_, bits) => ({
  functionality_storage: (bits & 4) !== 0,
  analytics_storage: (bits & 2) !== 0,
  ad_storage: (bits & 1) !== 0,
}));

const config: ConsentConfig = {
  cookieName: "sf_consent_shop-a",
  defaults: { functionality_storage: true, analytics_storage: false, ad_storage: false },
  script: null,
};

describe("consent codec", () => {
  it.each(EVERY_COMBINATION)("round-trips %o", (flags) => {
    expect(decodeConsent(encodeConsent(flags))).toEqual(flags);
  });

  it("writes one digit per flag in CONSENT_FLAGS order", () => {
    expect(CONSENT_FLAGS).toEqual(["functionality_storage", "analytics_storage", "ad_storage"]);
    expect(encodeConsent({ functionality_storage: true, analytics_storage: false, ad_storage: true })).toBe("v1.101");
    expect(encodeConsent(ALL_DENIED)).toBe("v1.000");
    expect(encodeConsent(ALL_GRANTED)).toBe("v1.111");
  });

  it.each([
    "",
    "v1.",
    "v1.10",
    "v1.1011",
    "v1.102",
    "v2.101",
    "V1.101",
    "101",
    " v1.101",
    "v1.101 ",
    "v1,101",
    "v1.1O1",
    "v1.١٠١", // Arabic-Indic digits are digits to \d, not to the codec
    "%76%31.101",
    "true",
    '{"ad_storage":true}',
  ])("rejects the malformed value %j", (value) => {
    expect(decodeConsent(value)).toBeNull();
  });
});

describe("consentCookieName", () => {
  it("is the prefix and the web_ukey", () => {
    expect(consentCookieName("baan-chaa_01")).toBe("sf_consent_baan-chaa_01");
  });

  it("turns what a cookie name cannot hold into underscores", () => {
    expect(consentCookieName('a b;c=d,e"f/g\\h(i)')).toBe("sf_consent_a_b_c_d_e_f_g_h_i_");
    expect(consentCookieName("ร้าน")).toBe("sf_consent_____");
  });

  it("differs between shops", () => {
    expect(consentCookieName("shop-a")).not.toBe(consentCookieName("shop-b"));
  });
});

describe("consentFromCookies", () => {
  it("grants everything, decided, when the shop has no consent configuration", () => {
    expect(consentFromCookies("", null)).toEqual({ flags: ALL_GRANTED, decided: true });
    expect(consentFromCookies("sf_consent_shop-a=v1.000", null)).toEqual({ flags: ALL_GRANTED, decided: true });
  });

  it("applies the configured defaults, undecided, when the cookie is missing", () => {
    expect(consentFromCookies("", config)).toEqual({ flags: config.defaults, decided: false });
    expect(consentFromCookies("i18n_lang=x; sf_consent_shop-b=v1.111", config)).toEqual({
      flags: config.defaults,
      decided: false,
    });
  });

  it.each(EVERY_COMBINATION)("reads the shopper's choice %o", (flags) => {
    const cookies = `i18n_lang=abc; ${config.cookieName}=${encodeConsent(flags)}; other=1`;
    expect(consentFromCookies(cookies, config)).toEqual({ flags, decided: true });
  });

  it("reads a quoted value", () => {
    expect(consentFromCookies(`${config.cookieName}="v1.011"`, config).flags).toEqual({
      functionality_storage: false,
      analytics_storage: true,
      ad_storage: true,
    });
  });

  it.each(["", "v1.11", "garbage", "v9.111", "%E0%A4"])(
    "counts the malformed cookie %j as all denied, undecided, and keeps its value",
    (raw) => {
      expect(consentFromCookies(`${config.cookieName}=${raw}`, config)).toEqual({
        flags: ALL_DENIED,
        decided: false,
        malformed: raw,
      });
    },
  );

  it("does not read another shop's cookie whose name starts the same", () => {
    expect(consentFromCookies("sf_consent_shop-ab=v1.111", config)).toEqual({ flags: config.defaults, decided: false });
  });
});

describe("consentCookieToWrite", () => {
  it("is host-only, a year long, SameSite=Lax, Secure over https", () => {
    const cookie = consentCookieToWrite("sf_consent_shop-a", ALL_GRANTED, true);
    expect(cookie).toBe("sf_consent_shop-a=v1.111; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(cookie).not.toMatch(/domain/i);
  });

  it("is not Secure over http", () => {
    expect(consentCookieToWrite("sf_consent_shop-a", ALL_DENIED, false)).toBe(
      "sf_consent_shop-a=v1.000; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });
});

describe("consentConfigOf", () => {
  it("is null without a configuration", () => {
    expect(consentConfigOf(null)).toBeNull();
    expect(consentConfigOf(undefined)).toBeNull();
  });

  it("names the cookie from web_ukey and takes the defaults and the script", () => {
    expect(
      consentConfigOf({
        web_ukey: "shop a",
        config: { customize: { default_consents: { analytics_storage: true } } },
        script: "https://cmp.example/consent.js",
      }),
    ).toEqual({
      cookieName: "sf_consent_shop_a",
      defaults: { functionality_storage: false, analytics_storage: true, ad_storage: false },
      script: "https://cmp.example/consent.js",
    });
  });

  it("leaves out a script whose origin a Content-Security-Policy cannot name", () => {
    expect(consentConfigOf({ web_ukey: "k", script: "https://*/c.js" })?.script).toBeNull();
    expect(consentConfigOf({ web_ukey: "k", script: "https://a.example;script-src-elem/c.js" })?.script).toBeNull();
  });

  it("denies by default what the configuration leaves out", () => {
    expect(consentConfigOf({ web_ukey: "k" })).toEqual({
      cookieName: "sf_consent_k",
      defaults: ALL_DENIED,
      script: null,
    });
  });
});
