/**
 * The tags a shop configures (base data scripts, web.stat_server, adwords; §3, §7), every id checked against its
 * vendor's pattern. The root loader builds it; the tag loader (which vendor script loads on which consent) and the
 * event fan-out (which vendor hears which event) read it.
 */
export interface TagPlan {
  /** Google tag ids: "G-…" (GA4, analytics), "AW-…" (Google Ads, advertising), "GT-…". */
  googleTag: string[];
  /** Google Tag Manager container ids, "GTM-…". */
  tagManager: string[];
  /** Meta pixel ids (digits). */
  metaPixel: string[];
  /** TikTok pixel codes. */
  tiktokPixel: string[];
  /** LINE Tag ids. */
  lineTag: string[];
  /** The shop stats script's URL (on web.stat_server), or null. */
  statScript: string | null;
  /** Google Ads conversions (base data adwords): the account id and a conversion label per event; null without. */
  adwords: { id: string; labels: Partial<Record<AdwordsConversion, string>> } | null;
}

/** The events a shop may report to Google Ads as conversions. */
export type AdwordsConversion = "add_to_cart" | "purchase" | "lead" | "registration" | "contact";
