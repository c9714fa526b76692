import type { BaseData } from "~/generated/schemas";
import { httpsOriginOf } from "~/lib/httpsOrigin";
import { googleTagPurpose } from "~/lib/tagIds";
import { googleTagIdsOf, type TagPlan } from "~/tracking/tagPlan";
import { TAG_VENDORS, type TagVendor } from "~/tracking/tagVendors";
import { MAP_EMBED_ORIGINS } from "~/lib/mapEmbed";
import type { ShopSources } from "../cspNonce";

/** Exactly the tag vendors the shop configures (tagVendors.ts), its stats server among them. */
function tagVendorsOf(tags: TagPlan): TagVendor[] {
  const googleIds = googleTagIdsOf(tags);
  const configured: [boolean, TagVendor][] = [
    [googleIds.length > 0, TAG_VENDORS.googleTag],
    [googleIds.some((id) => googleTagPurpose(id) === "ads"), TAG_VENDORS.googleAds],
    [tags.tagManager.length > 0, TAG_VENDORS.tagManager],
    [tags.metaPixel.length > 0, TAG_VENDORS.metaPixel],
    [tags.tiktokPixel.length > 0, TAG_VENDORS.tiktokPixel],
    [tags.lineTag.length > 0, TAG_VENDORS.lineTag],
  ];
  const vendors = configured.filter(([present]) => present).map(([, vendor]) => vendor);
  const statServer = httpsOriginOf(tags.statScript);
  return statServer ? [...vendors, { script: [statServer], connect: [statServer] }] : vendors;
}

/** What the shop's base data adds to its pages' Content-Security-Policy (see cspNonce.ts); `tags` is its tagPlanOf. */
export function shopSourcesOf(base: BaseData, tags: TagPlan): ShopSources {
  const consentScript = httpsOriginOf(base.cookieConsent?.script);
  const vendors = tagVendorsOf(tags);
  const unique = (sources: (string | null)[]) => [...new Set(sources.filter((source) => source !== null))];
  return {
    script: unique([consentScript, ...vendors.flatMap((vendor) => vendor.script)]),
    connect: unique(vendors.flatMap((vendor) => vendor.connect)),
    style: unique([httpsOriginOf(base.bundledCssUrl)]),
    // Any page may hold a store-contact map, and the policy is set from the base data alone, before a page is read:
    // the few allow-listed map services are always allowed (a widget frames nothing else, see mapEmbed.ts).
    frame: MAP_EMBED_ORIGINS,
  };
}
