/**
 * Where each tag vendor's script comes from and which origins it talks to: the tag loader (tagLoader.ts) loads the
 * scripts, and the page's Content-Security-Policy (shopSources.server.ts) allows exactly the vendors a shop configures.
 */
export interface TagVendor {
  /** Origins the vendor's scripts load from (script-src). */
  script: readonly string[];
  /** Origins the vendor's scripts send to (connect-src; their image beacons fall under img-src https:). */
  connect: readonly string[];
}

/** gtag.js for one Google tag id; the other ids are configured on it. */
export const gtagScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
export const gtmScriptUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
export const META_PIXEL_SCRIPT_URL = "https://connect.facebook.net/en_US/fbevents.js";
export const LINE_TAG_SCRIPT_URL = "https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js";
/** The TikTok stub (consentDefaultsScript.ts) loads this itself, with the pixel code, on ttq.load. */
export const TIKTOK_PIXEL_SCRIPT_URL = "https://analytics.tiktok.com/i18n/pixel/events.js";
/** The shop stats script on its stats server (web.stat_server, a checked host name). */
export const statScriptUrl = (statServer: string) => `https://${statServer}/stat.js`;

const GOOGLE_MEASUREMENT: TagVendor = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
};

/** Google Ads conversions and remarketing (AW- ids), on top of the Google tag's own hosts. */
const GOOGLE_ADS: TagVendor = {
  script: ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
  connect: [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://pagead2.googlesyndication.com",
  ],
};

export const TAG_VENDORS = {
  googleTag: GOOGLE_MEASUREMENT,
  googleAds: GOOGLE_ADS,
  tagManager: GOOGLE_MEASUREMENT,
  metaPixel: { script: ["https://connect.facebook.net"], connect: ["https://www.facebook.com"] },
  tiktokPixel: { script: ["https://analytics.tiktok.com"], connect: ["https://analytics.tiktok.com"] },
  lineTag: { script: ["https://d.line-scdn.net"], connect: ["https://tr.line.me"] },
} satisfies Record<string, TagVendor>;
