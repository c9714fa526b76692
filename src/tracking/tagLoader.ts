import { ALL_DENIED, CONSENT_FLAGS, type ConsentFlag, type ConsentFlags } from "~/lib/consent";
import { googleTagPurpose } from "~/lib/tagIds";
import { googleTagIdsOf, type TagPlan } from "./tagPlan";
import { gtagScriptUrl, gtmScriptUrl, LINE_TAG_SCRIPT_URL, META_PIXEL_SCRIPT_URL } from "./tagVendors";

type ConsentModeState = "granted" | "denied";

/** Google Consent Mode v2's consent types for the shopper's three flags. */
export function googleConsentOf(flags: ConsentFlags): Record<string, ConsentModeState> {
  const state = (flag: ConsentFlag): ConsentModeState => (flags[flag] ? "granted" : "denied");
  return {
    ad_storage: state("ad_storage"),
    ad_user_data: state("ad_storage"),
    ad_personalization: state("ad_storage"),
    analytics_storage: state("analytics_storage"),
    functionality_storage: state("functionality_storage"),
    personalization_storage: state("functionality_storage"),
  };
}

/**
 * What the consent allows of the plan (docs/architecture.md, "Tags under consent"): the Google tag ids whose purpose
 * is granted (G- and GT- on analytics, AW- and DC- on ads), the tag manager on either, the stats script on
 * analytics, the advertising pixels (Meta, TikTok, LINE) on ads.
 */
export function allowedTags(plan: TagPlan, flags: ConsentFlags) {
  const analytics = flags.analytics_storage;
  const ads = flags.ad_storage;
  return {
    googleTag: googleTagIdsOf(plan).filter((id) => (googleTagPurpose(id) === "ads" ? ads : analytics)),
    tagManager: analytics || ads ? plan.tagManager : [],
    statScript: analytics ? plan.statScript : null,
    metaPixel: ads ? plan.metaPixel : [],
    tiktokPixel: ads ? plan.tiktokPixel : [],
    lineTag: ads ? plan.lineTag : [],
  };
}

/** The vendors' queues the page's inline consent defaults set up (consentDefaultsScript.ts). */
interface VendorQueues {
  dataLayer: unknown[];
  gtag(...args: unknown[]): void;
  fbq(...args: unknown[]): void;
  ttq: { load(code: string): void; grantConsent(): void; revokeConsent(): void };
}

/**
 * Follows the shopper's consent in one page: tells the vendors each change (Consent Mode update, fbq consent,
 * ttq grant or revoke) and loads each vendor's script once its consent is first granted. A script once loaded
 * stays for the page: TagRuntime reloads the page when a consent is withdrawn.
 */
export class TagLoader {
  /** What the vendors were last told: the inline defaults deny everything. */
  private told: ConsentFlags = ALL_DENIED;
  /** Script URLs added, Google tag ids configured, TikTok pixels loaded. */
  private readonly done = new Set<string>();

  constructor(
    private readonly plan: TagPlan,
    private readonly page: Window & VendorQueues,
  ) {}

  apply(flags: ConsentFlags): void {
    const changed = (flag: ConsentFlag) => this.told[flag] !== flags[flag];
    const adsChanged = changed("ad_storage");
    const { plan, page } = this;
    // consent first, so each script starts with the choice in force
    if (googleTagIdsOf(plan).length + plan.tagManager.length > 0 && CONSENT_FLAGS.some(changed)) {
      page.gtag("consent", "update", googleConsentOf(flags));
    }
    if (plan.metaPixel.length > 0 && adsChanged) page.fbq("consent", flags.ad_storage ? "grant" : "revoke");
    if (plan.tiktokPixel.length > 0 && adsChanged) {
      if (flags.ad_storage) page.ttq.grantConsent();
      else page.ttq.revokeConsent();
    }
    this.told = { ...flags };
    this.load(allowedTags(plan, flags));
  }

  private load(allowed: ReturnType<typeof allowedTags>): void {
    const { page } = this;
    const newGoogleIds = allowed.googleTag.filter((id) => this.once(`config:${id}`));
    const [firstGoogleId] = newGoogleIds;
    if (firstGoogleId && this.once("gtag.js")) {
      page.gtag("js", new Date());
      this.addScript(gtagScriptUrl(firstGoogleId));
    }
    for (const id of newGoogleIds) page.gtag("config", id);
    if (allowed.tagManager.length > 0 && this.once("gtm.js")) {
      page.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      for (const id of allowed.tagManager) this.addScript(gtmScriptUrl(id));
    }
    if (allowed.statScript) this.addScript(allowed.statScript);
    if (allowed.metaPixel.length > 0) this.addScript(META_PIXEL_SCRIPT_URL);
    for (const code of allowed.tiktokPixel) if (this.once(`ttq:${code}`)) page.ttq.load(code);
    if (allowed.lineTag.length > 0) this.addScript(LINE_TAG_SCRIPT_URL);
  }

  /** True the first time it is asked about `key`. */
  private once(key: string): boolean {
    if (this.done.has(key)) return false;
    this.done.add(key);
    return true;
  }

  private addScript(src: string): void {
    if (!this.once(src)) return;
    const script = this.page.document.createElement("script");
    script.async = true;
    script.src = src;
    this.page.document.head.append(script);
  }
}

let loader: TagLoader | undefined;

/** Applies the shopper's consent to the shop's tags in this browser tab. */
export function applyConsent(plan: TagPlan, flags: ConsentFlags): void {
  loader ??= new TagLoader(plan, window as unknown as Window & VendorQueues);
  loader.apply(flags);
}
