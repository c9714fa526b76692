/**
 * Each tag vendor's id format. The ids end up in the page's inline consent defaults and in script URLs, so only
 * ids of the vendor's exact shape are used: checked at import (schemas/base.schema.json holds the same patterns,
 * tagIds.test.ts keeps them equal) and again at render (src/tracking/tagPlan.ts drops any other).
 */
export const TAG_ID_PATTERNS = {
  /** Google tag: GA4 (G-), Google Ads (AW-), a Google tag (GT-), Campaign Manager / Floodlight (DC-). */
  googleTag: /^(?:G-[A-Z0-9]{4,12}|AW-[0-9]{6,12}|GT-[A-Z0-9]{4,12}|DC-[0-9]{5,12})$/,
  /** Google Tag Manager container. */
  tagManager: /^GTM-[A-Z0-9]{4,10}$/,
  /** Meta pixel: 15 or 16 digits. */
  metaPixel: /^[0-9]{15,16}$/,
  /** TikTok pixel code: 20 capitals and digits. */
  tiktokPixel: /^[A-Z0-9]{20}$/,
  /** LINE Tag id: a lowercase UUID. */
  lineTag: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  /** Google Ads account (base data adwords.id). */
  adwordsId: /^AW-[0-9]{6,12}$/,
  /** Google Ads conversion label. */
  adwordsLabel: /^[A-Za-z0-9_-]{4,40}$/,
  /** The stats server (web.stat_server): a lowercase host name, optionally with a port. */
  statServer: /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::[0-9]{1,5})?$/,
} as const;

export type TagIdKind = keyof typeof TAG_ID_PATTERNS;

/** The id matches its vendor's pattern exactly (no surrounding space, no other case). */
export function isTagId(kind: TagIdKind, id: unknown): id is string {
  return typeof id === "string" && TAG_ID_PATTERNS[kind].test(id);
}

/** The consent a Google tag id needs: GA4 and Google tag ids measure (analytics); Ads and Floodlight ids advertise. */
export function googleTagPurpose(id: string): "analytics" | "ads" {
  return id.startsWith("AW-") || id.startsWith("DC-") ? "ads" : "analytics";
}
