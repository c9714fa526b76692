import type { BaseData } from "~/generated/schemas";
import type { TagPlan } from "~/tracking/tagPlan";

// Minimal stand-in for the tag loader's tagPlanOf (helper B1's branch has the real one at this path, with the id
// patterns, the stats script and adwords): enough for the event fan-out to know which vendors the shop configures.
export function tagPlanOf(base: BaseData): TagPlan {
  const ids = (script: { ids: string[] } | undefined) => script?.ids ?? [];
  const { gtag, gtm, pixel, tiktok, line } = base.scripts ?? {};
  return {
    googleTag: ids(gtag),
    tagManager: ids(gtm),
    metaPixel: ids(pixel),
    tiktokPixel: ids(tiktok),
    lineTag: ids(line),
    statScript: null,
    adwords: null,
  };
}
