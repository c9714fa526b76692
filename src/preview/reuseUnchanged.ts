import { compareStructural } from "mobx";
import type { RenderNode } from "~/renderer/normalizeTree";

/**
 * `next` with every node equal to the shown node of the same ukey replaced by that node (the same object), and the
 * whole array kept when nothing changed: the renderer skips nodes it already shows (NodeTree's boundaries are
 * pure), so an unchanged widget is neither remounted nor rendered again (a slider keeps its slide).
 */
export function reuseUnchanged(shown: readonly RenderNode[], next: readonly RenderNode[]): readonly RenderNode[] {
  const shownByUkey = new Map(shown.map((node) => [node.ukey, node]));
  const merged = next.map((node) => reuseNode(shownByUkey.get(node.ukey), node));
  const same = merged.length === shown.length && merged.every((node, index) => node === shown[index]);
  return same ? shown : merged;
}

function reuseNode(shown: RenderNode | undefined, next: RenderNode): RenderNode {
  if (!shown) return next;
  const children = reuseUnchanged(shown.children, next.children) as RenderNode[];
  const equal =
    children === shown.children &&
    shown.kind === next.kind &&
    compareStructural(shown.setting, next.setting) &&
    compareStructural(shown.problem, next.problem);
  return equal ? shown : { ...next, children };
}
