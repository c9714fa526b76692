import { CONSENT_FLAGS, type ConsentFlags } from "~/lib/consent";
import type { ConsentStore } from "~/stores/ConsentStore";

/**
 * What a shop's own consent script (cookieConsent.script) finds on `window.storefrontConsent`: it replaces the
 * storefront's banner and reports the shopper's choice here, so the consent cookie and the tags follow it.
 */
export interface StorefrontConsent {
  /** The shopper's choice; null while they have not chosen. */
  get(): ConsentFlags | null;
  /** The shopper chose in the shop's script: remembered in the consent cookie and in force at once. */
  set(flags: ConsentFlags): void;
  /** Opens the storefront's own cookie settings dialog. */
  openSettings(): void;
}

declare global {
  interface Window {
    storefrontConsent?: StorefrontConsent;
  }
}

/** The flags a shop's script passed, each checked: a TypeError names the first that is not a boolean. */
function checkedFlags(value: unknown): ConsentFlags {
  const flags = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  for (const flag of CONSENT_FLAGS) {
    if (typeof flags[flag] !== "boolean") throw new TypeError(`storefrontConsent.set: ${flag} must be true or false`);
  }
  return Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, flags[flag]])) as ConsentFlags;
}

export function storefrontConsentOf(consent: ConsentStore): StorefrontConsent {
  return {
    get: () => (consent.decided ? { ...consent.flags } : null),
    set: (flags) => consent.choose(checkedFlags(flags)),
    openSettings: () => consent.openSettings(),
  };
}

const SCRIPT_MARK = "data-shop-consent";

/**
 * Exposes `window.storefrontConsent`, then adds the shop's script (async) once the page has loaded, once per page
 * (a second store, as the error page's, takes the bridge over). Returns what stops a load still waiting.
 */
export function startShopConsentScript(win: Window, consent: ConsentStore, src: string): () => void {
  win.storefrontConsent = storefrontConsentOf(consent);
  const { document } = win;
  const add = () => {
    if (document.querySelector(`script[${SCRIPT_MARK}]`)) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, "");
    document.head.append(script);
  };
  if (document.readyState === "complete") {
    add();
    return () => undefined;
  }
  win.addEventListener("load", add, { once: true });
  return () => win.removeEventListener("load", add);
}
