import { serializeJsonForScript } from "~/lib/serializeJsonForScript";
import { googleTagIdsOf, type TagPlan } from "./tagPlan";
import { TIKTOK_PIXEL_SCRIPT_URL } from "./tagVendors";

/** A value in the script: a JSON literal that no id, however written, can end the script or the string with. */
const literal = serializeJsonForScript;

/**
 * Google Consent Mode v2 (§5): everything denied until the shopper chooses; wait_for_update lets a choice made as
 * the page loads reach the tags before their first hit. The dataLayer and gtag are Google's standard stub.
 */
const GOOGLE =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
  'gtag("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",' +
  'analytics_storage:"denied",functionality_storage:"denied",personalization_storage:"denied",wait_for_update:500});';

/** Meta's standard fbq queue (its script loads only on ad consent), consent revoked until granted. */
const META =
  "!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):" +
  'n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[]}(window);' +
  'fbq("consent","revoke");';

/** TikTok's standard ttq queue; ttq.load(code) adds the pixel's script (the tag loader calls it on ad consent). */
const TIKTOK =
  '!function(w,d,t){w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];ttq.methods=["page","track","identify",' +
  '"instances","debug","on","off","once","ready","alias","group","enableCookie","disableCookie","holdConsent",' +
  '"revokeConsent","grantConsent"];ttq.setAndDefer=function(t,e){t[e]=function(){t.push([e].concat(' +
  "Array.prototype.slice.call(arguments,0)))}};for(var i=0;i<ttq.methods.length;i++)ttq.setAndDefer(ttq," +
  "ttq.methods[i]);ttq.instance=function(t){for(var e=ttq._i[t]||[],n=0;n<ttq.methods.length;n++)" +
  `ttq.setAndDefer(e,ttq.methods[n]);return e};ttq.load=function(e,n){var r=${literal(TIKTOK_PIXEL_SCRIPT_URL)};` +
  "ttq._i=ttq._i||{};ttq._i[e]=[];ttq._i[e]._u=r;ttq._t=ttq._t||{};ttq._t[e]=+new Date;ttq._o=ttq._o||{};" +
  'ttq._o[e]=n||{};n=d.createElement("script");n.async=!0;n.src=r+"?sdkid="+e+"&lib="+t;' +
  'e=d.getElementsByTagName("script")[0];e.parentNode.insertBefore(n,e)}}(window,document,"ttq");ttq.holdConsent();';

/** LINE's standard _lt queue: LINE has no consent API, so its script loads only on ad consent. */
const LINE = "window._ltq=window._ltq||[];window._lt=window._lt||function(){_ltq.push(arguments)};";

/**
 * The inline script the page's head runs before any tag (§5): each configured vendor's queue, with its consent
 * defaults (nothing granted) and its ids. The vendors' scripts are loaded later by the tag loader, once the shopper
 * grants their consent; what the shop's events push to the queues meanwhile waits there. Empty without tags.
 */
export function consentDefaultsScript(plan: TagPlan): string {
  const parts: string[] = [];
  if (googleTagIdsOf(plan).length > 0 || plan.tagManager.length > 0) parts.push(GOOGLE);
  if (plan.metaPixel.length > 0) {
    parts.push(META, ...plan.metaPixel.map((id) => `fbq("init",${literal(id)});`));
  }
  if (plan.tiktokPixel.length > 0) parts.push(TIKTOK);
  if (plan.lineTag.length > 0) {
    parts.push(LINE, ...plan.lineTag.map((id) => `_lt("init",{customerType:"lap",tagId:${literal(id)}});`));
  }
  return parts.join("");
}
