/**
 * Cookie consent (§4, §9): three flags, a cookie per shop named from its web_ukey whose value encodes them, and the
 * rules that turn the cookie and the shop's configuration into the consent in force.
 *
 * The value is "v1." and one digit per flag in CONSENT_FLAGS order ("1" granted, "0" denied): "v1.101".
 */
import type { BaseData } from "~/generated/schemas";
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from "./constants";
import { cookieValue } from "./cookieValue";
import { httpsOriginOf } from "./httpsOrigin";

export const CONSENT_FLAGS = ["functionality_storage", "analytics_storage", "ad_storage"] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];
export type ConsentFlags = Record<ConsentFlag, boolean>;

export const ALL_GRANTED: ConsentFlags = { functionality_storage: true, analytics_storage: true, ad_storage: true };
export const ALL_DENIED: ConsentFlags = { functionality_storage: false, analytics_storage: false, ad_storage: false };

/** A shop's consent configuration as the storefront uses it (from base data cookieConsent). */
export interface ConsentConfig {
  /** The consent cookie's name (consentCookieName of the shop's web_ukey). */
  cookieName: string;
  /** What applies while the shopper has not chosen (config.customize.default_consents). */
  defaults: ConsentFlags;
  /** The shop's own consent script (an https URL), which replaces the storefront's banner; null for the banner. */
  script: string | null;
}

/** The configuration in a shop's base data (its schema fills in the defaults at import); null when it has none. */
export function consentConfigOf(cookieConsent: BaseData["cookieConsent"]): ConsentConfig | null {
  if (!cookieConsent) return null;
  return {
    cookieName: consentCookieName(cookieConsent.web_ukey),
    defaults: { ...ALL_DENIED, ...cookieConsent.config?.customize?.default_consents },
    // checked again here: a script whose origin the page's policy cannot name is not loaded
    script: httpsOriginOf(cookieConsent.script) ? (cookieConsent.script ?? null) : null,
  };
}

const COOKIE_PREFIX = "sf_consent_";
const VALUE_PATTERN = /^v1\.([01]{3})$/;

/** The cookie's name: a fixed prefix and the web_ukey, any character a cookie name cannot hold turned into "_". */
export function consentCookieName(webUkey: string): string {
  return `${COOKIE_PREFIX}${webUkey.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export function encodeConsent(flags: ConsentFlags): string {
  return `v1.${CONSENT_FLAGS.map((flag) => (flags[flag] ? "1" : "0")).join("")}`;
}

/** The flags a cookie value encodes; null when it is not a value encodeConsent writes. */
export function decodeConsent(value: string): ConsentFlags | null {
  const bits = VALUE_PATTERN.exec(value)?.[1];
  if (!bits) return null;
  return Object.fromEntries(CONSENT_FLAGS.map((flag, index) => [flag, bits[index] === "1"])) as ConsentFlags;
}

/** The consent in force for a page view. */
export interface ConsentState {
  flags: ConsentFlags;
  /** The shopper has chosen (a valid cookie), or the shop asks nothing (no configuration). */
  decided: boolean;
  /** The raw value of a cookie that did not decode (§8: logged; it counts as all denied, and the shopper is asked again). */
  malformed?: string;
}

/**
 * §4: no consent configuration → all granted; a valid cookie → its flags; no cookie → the configured defaults; a
 * malformed cookie → all denied, undecided.
 */
export function consentFromCookies(cookies: string, config: ConsentConfig | null): ConsentState {
  if (!config) return { flags: ALL_GRANTED, decided: true };
  const raw = cookieValue(cookies, config.cookieName);
  if (raw === null) return { flags: config.defaults, decided: false };
  const flags = decodeConsent(raw);
  return flags ? { flags, decided: true } : { flags: ALL_DENIED, decided: false, malformed: raw };
}

/** The string to assign to document.cookie: host-only, Path=/, 365 days, SameSite=Lax, Secure over https. */
export function consentCookieToWrite(cookieName: string, flags: ConsentFlags, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${cookieName}=${encodeConsent(flags)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
