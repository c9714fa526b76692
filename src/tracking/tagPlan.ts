/**
 * The tags a shop configures (base data scripts, web.stat_server, adwords; §3, §7), every id checked against its
 * vendor's pattern. The root loader builds it (tagPlan.server.ts); the tag loader (which vendor script loads on
 * which consent) and the event fan-out (which vendor hears which event) read it.
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
  /** The shop configures a Google tag without a valid id (§8: logged as an error on the server and in the browser). */
  googleTagMissing?: boolean;
}

/** The events a shop may report to Google Ads as conversions. */
export const ADWORDS_CONVERSIONS = ["add_to_cart", "purchase", "lead", "registration", "contact"] as const;
export type AdwordsConversion = (typeof ADWORDS_CONVERSIONS)[number];

/** The plan of a shop without tags. */
export const NO_TAGS: TagPlan = {
  googleTag: [],
  tagManager: [],
  metaPixel: [],
  tiktokPixel: [],
  lineTag: [],
  statScript: null,
  adwords: null,
};

/** Every Google tag id the plan sets up on gtag.js: its Google tag ids and its Google Ads account. */
export function googleTagIdsOf(plan: TagPlan): string[] {
  return [...new Set([...plan.googleTag, ...(plan.adwords ? [plan.adwords.id] : [])])];
}

/** The plan loads anything at all. */
export function hasTags(plan: TagPlan): boolean {
  const lists = [googleTagIdsOf(plan), plan.tagManager, plan.metaPixel, plan.tiktokPixel, plan.lineTag];
  return lists.some((ids) => ids.length > 0) || plan.statScript !== null;
}
