import { type NodeProblem, normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import type { WidgetZone } from "../../../registry/types";
import type { StorefrontServices } from "../services";

/** Normalises a zone or page tree and reports every skipped node with its JSON pointer. */
export function prepareTree(
  services: StorefrontServices,
  children: unknown,
  pointer: string,
  zone: WidgetZone,
  where: string,
): RenderNode[] {
  const tree = normalizeTree(children, services.validator, {
    pointer,
    zone,
    keepInvalid: services.showProblems,
    inputOwned: true, // parsed from this request's API response, used nowhere else
  });
  if (tree.problems.length > 0) reportProblems(services.host, where, tree.problems);
  return tree.nodes;
}

function reportProblems(host: string, where: string, problems: readonly NodeProblem[]) {
  for (const problem of problems) {
    console.warn(
      `[renderer] ${host} ${where}: skipped ${problem.pointer} (${problem.kind ?? "?"} ${problem.ukey ?? "?"}): ${problem.message}`,
      problem.errors,
    );
  }
}
