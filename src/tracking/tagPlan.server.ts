import type { BaseData } from "~/generated/schemas";
import { isTagId, type TagIdKind } from "~/lib/tagIds";
import { ADWORDS_CONVERSIONS, type AdwordsConversion, type TagPlan } from "./tagPlan";
import { statScriptUrl } from "./tagVendors";

type PlannedIds = "googleTag" | "tagManager" | "metaPixel" | "tiktokPixel" | "lineTag";

/** Which base data scripts entry feeds which list of the plan. */
const SCRIPT_OF: Record<PlannedIds, keyof NonNullable<BaseData["scripts"]>> = {
  googleTag: "gtag",
  tagManager: "gtm",
  metaPixel: "pixel",
  tiktokPixel: "tiktok",
  lineTag: "line",
};

/** The value as a log line shows it: quoted, short. */
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/** A valid id of its kind; any other is logged with its field (the import rejects those; old data may hold some). */
function valid(kind: TagIdKind, field: string, value: unknown): value is string {
  if (isTagId(kind, value)) return true;
  console.warn(`[tags] ${field} ${shown(value)} is not a valid ${kind} id: ignored`);
  return false;
}

/**
 * The shop's tags from its base data, every id checked again at render: an id of the wrong shape is dropped with a
 * warning naming its field, so nothing the base data holds can break out of the page's inline script.
 */
export function tagPlanOf(base: BaseData): TagPlan {
  const scripts = base.scripts ?? {};
  const ids = (list: PlannedIds) => {
    const script = SCRIPT_OF[list];
    return (scripts[script]?.ids ?? []).filter((id, index) => valid(list, `scripts.${script}.ids[${index}]`, id));
  };
  const plan: TagPlan = {
    googleTag: ids("googleTag"),
    tagManager: ids("tagManager"),
    metaPixel: ids("metaPixel"),
    tiktokPixel: ids("tiktokPixel"),
    lineTag: ids("lineTag"),
    statScript: statScriptOf(base.web.stat_server),
    adwords: adwordsOf(base.adwords),
  };
  if (scripts.gtag && plan.googleTag.length === 0) {
    console.error("[tags] scripts.gtag has no valid Google tag id: the Google tag is not loaded");
    plan.googleTagMissing = true;
  }
  return plan;
}

function statScriptOf(statServer: string | undefined): string | null {
  return statServer !== undefined && valid("statServer", "web.stat_server", statServer)
    ? statScriptUrl(statServer)
    : null;
}

function adwordsOf(adwords: BaseData["adwords"]): TagPlan["adwords"] {
  if (!adwords || !valid("adwordsId", "adwords.id", adwords.id)) return null;
  const labels: Partial<Record<AdwordsConversion, string>> = {};
  for (const conversion of ADWORDS_CONVERSIONS) {
    const label = adwords.labels?.[conversion];
    if (label !== undefined && valid("adwordsLabel", `adwords.labels.${conversion}`, label)) {
      labels[conversion] = label;
    }
  }
  return { id: adwords.id, labels };
}
