import { makeAutoObservable } from "mobx";
import {
  ALL_DENIED,
  ALL_GRANTED,
  type ConsentConfig,
  type ConsentFlag,
  type ConsentFlags,
  consentCookieToWrite,
  consentFromCookies,
} from "~/lib/consent";

/** Where a flag stands for the tags: granted, denied by the shopper, or pending (not granted and not yet chosen). */
export type ConsentStatus = "granted" | "denied" | "pending";

export interface ConsentStoreOptions {
  /** The shop's consent configuration; null when it has none (everything granted, nothing asked). */
  config: ConsentConfig | null;
  /** document.cookie. */
  readCookies: () => string;
  /** Assigns to document.cookie. */
  writeCookie: (cookie: string) => void;
  /** The page came over https (the cookie is then Secure). */
  https: () => boolean;
}

/**
 * The shopper's cookie consent (§4). Pages are cached and shared, so the consent is read in the browser (`load`,
 * once the page has hydrated); until then nothing is granted and nothing is asked. `choose` remembers the
 * shopper's choice in the shop's consent cookie.
 */
export class ConsentStore {
  flags: ConsentFlags = ALL_DENIED;
  /** The shopper has chosen, or the shop asks nothing. */
  decided = false;
  /** The cookie has been read (in the browser). */
  loaded = false;
  /** The settings dialog is open (the banner's Settings, a "Cookie settings" link or the shop's consent script asked). */
  settingsOpen = false;

  constructor(private readonly options: ConsentStoreOptions) {
    makeAutoObservable<ConsentStore, "options">(this, { options: false });
  }

  get config(): ConsentConfig | null {
    return this.options.config;
  }

  /** Reads the cookie; a malformed one is logged (§8) and counts as all denied, so the shopper is asked again. */
  load(): void {
    const state = consentFromCookies(this.options.readCookies(), this.options.config);
    if (state.malformed !== undefined) console.warn("[consent] the consent cookie did not decode", state.malformed);
    this.flags = state.flags;
    this.decided = state.decided;
    this.loaded = true;
  }

  status(flag: ConsentFlag): ConsentStatus {
    if (this.flags[flag]) return "granted";
    return this.decided ? "denied" : "pending";
  }

  /** The shopper's choice: remembered for 365 days in this shop's cookie, in force at once; the settings close. */
  choose(flags: ConsentFlags): void {
    const { config } = this.options;
    if (config) this.options.writeCookie(consentCookieToWrite(config.cookieName, flags, this.options.https()));
    this.flags = { ...flags };
    this.decided = true;
    this.settingsOpen = false;
  }

  acceptAll(): void {
    this.choose(ALL_GRANTED);
  }

  rejectAll(): void {
    this.choose(ALL_DENIED);
  }

  /** Opens the settings dialog; nothing happens for a shop that asks nothing (no consent configuration). */
  openSettings(): void {
    if (this.options.config) this.settingsOpen = true;
  }

  /** Closes the settings dialog without a choice (Escape, its close button). */
  closeSettings(): void {
    this.settingsOpen = false;
  }
}
