import type { BaseData } from "~/generated/schemas";
import { type NodeProblem, normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import { kindsOf } from "~/renderer/widgetModules";
import type { WidgetZone } from "../../../registry/types";
import type { ShopShell, StorefrontServices } from "../services";
import { consentDefaultsScript } from "~/tracking/consentDefaultsScript";
import { tagPlanOf } from "~/tracking/tagPlan.server";
import { shopLookOf } from "./shopLook.server";
import { shopSourcesOf } from "./shopSources.server";

/** What preparing a tree needs: the validator, whether to keep invalid nodes, and the host its problems name. */
export type TreeServices = Pick<StorefrontServices, "validator" | "showProblems" | "host">;

/**
 * Normalises a zone or page tree and reports every skipped node with its JSON pointer. `children` are the caller's
 * own (e.g. freshly parsed) unless `shared` (e.g. kept frozen for every request): own settings are completed in place
 * and become the nodes' settings, shared ones are copied first.
 */
export function prepareTree(
  services: TreeServices,
  children: unknown,
  pointer: string,
  zone: WidgetZone,
  where: string,
  shared = false,
): RenderNode[] {
  const tree = normalizeTree(children, services.validator, {
    pointer,
    zone,
    keepInvalid: services.showProblems,
    inputOwned: !shared,
  });
  if (tree.problems.length > 0) reportProblems(services.host, where, tree.problems);
  return tree.nodes;
}

/**
 * The base data with its header and footer zones prepared, its look worked out (theme, tokens, sanitised CSS) and
 * its tags checked: once per kept shell, never per page. `base` must be the caller's own, as for prepareTree.
 */
export function prepareShell(services: TreeServices, base: BaseData): ShopShell {
  const header = prepareTree(services, base.headerZone.children, "/headerZone/children", "header", "headerZone");
  const footer = prepareTree(services, base.footerZone.children, "/footerZone/children", "footer", "footerZone");
  const look = shopLookOf(base, (message) => console.warn(`[shop] ${services.host}: ${message}`));
  const tags = tagPlanOf(base);
  return {
    base,
    header,
    footer,
    widgetKinds: kindsOf([...header, ...footer]),
    look,
    tags,
    tagDefaults: consentDefaultsScript(tags),
    sources: shopSourcesOf(base, tags),
  };
}

/**
 * The header and footer zones of a live preview: every node kept in place, an invalid one as a placeholder (the
 * kept shell skipped them unless problems are shown), so the editor sees them and its pointers name the same nodes.
 * The shell's data is shared: it is read, never changed.
 */
export function previewZonesOf(validator: TreeServices["validator"], { base }: ShopShell) {
  const zone = (children: unknown, pointer: string, zone: WidgetZone) =>
    normalizeTree(children, validator, { pointer, zone, keepInvalid: true }).nodes;
  return {
    header: zone(base.headerZone.children, "/headerZone/children", "header"),
    footer: zone(base.footerZone.children, "/footerZone/children", "footer"),
  };
}

function reportProblems(host: string, where: string, problems: readonly NodeProblem[]) {
  for (const problem of problems) {
    console.warn(
      `[renderer] ${host} ${where}: skipped ${problem.pointer} (${problem.kind ?? "?"} ${problem.ukey ?? "?"}): ${problem.message}`,
      problem.errors,
    );
  }
}
