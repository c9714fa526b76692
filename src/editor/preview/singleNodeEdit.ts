import type { PageNode } from "../contracts";

/** One node's own fields changed (its children left out), at its index on each level of the tree. */
export interface NodeEdit {
  at: number[];
  node: Omit<PageNode, "children">;
}

const NO_CHILDREN: readonly PageNode[] = [];

/**
 * The one edit of a node's own fields (setting, version, kind...) that turns `before` into `after`: two versions of
 * a tree sharing every node off the edited path, as the editor's edits make them (treeOps never changes a node in
 * place). Null when anything else changed: a node added, removed or moved, or more than one node edited. Typing in
 * a field is such an edit, and the frame is sent that node instead of the tree.
 */
export function singleNodeEdit(before: readonly PageNode[], after: readonly PageNode[]): NodeEdit | null {
  const edits: NodeEdit[] = [];
  return collectEdits(before, after, [], edits) && edits.length === 1 ? (edits[0] ?? null) : null;
}

/** Adds the nodes edited in place to `edits`; false as soon as the trees differ otherwise (or two are edited). */
function collectEdits(before: readonly PageNode[], after: readonly PageNode[], path: number[], edits: NodeEdit[]) {
  if (before === after) return true;
  if (before.length !== after.length) return false;
  for (const [index, next] of after.entries()) {
    const old = before[index];
    if (old === next) continue;
    if (old?.ukey !== next.ukey) return false;
    if (!old || !collectEdits(old.children ?? NO_CHILDREN, next.children ?? NO_CHILDREN, [...path, index], edits))
      return false;
    if (!sameOwnFields(old, next)) edits.push({ at: [...path, index], node: withoutChildren(next) });
    if (edits.length > 1) return false;
  }
  return true;
}

function sameOwnFields(a: PageNode, b: PageNode): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete("children");
  return [...keys].every((key) => a[key as keyof PageNode] === b[key as keyof PageNode]);
}

function withoutChildren(node: PageNode): Omit<PageNode, "children"> {
  const { children: _children, ...fields } = node;
  return fields;
}
