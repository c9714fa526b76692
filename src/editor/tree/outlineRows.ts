import { takesChildren } from "~/renderer/placement";
import type { EditedTrees, PageNode, TreeName } from "../contracts";
import { treeNames } from "./findNode";
import { definitionOf } from "./kinds";
import type { InsertionPoint } from "./placementRules";

/** One line of the outline: a tree's group (depth 0, no node) or a node (depth 1 at its tree's root). */
export interface OutlineRow {
  /** The node's ukey, or "tree:<name>" for a group. */
  id: string;
  tree: TreeName;
  node: PageNode | null;
  depth: number;
  parentUkey: string | null;
  index: number;
  siblingCount: number;
  hasChildren: boolean;
  /** Whether the node shows children (a group always does). */
  takesChildren: boolean;
  expanded: boolean;
}

export const groupId = (tree: TreeName): string => `tree:${tree}`;

/** The rows shown, in order: each group, then its nodes depth first, skipping the children of collapsed rows. */
export function outlineRows(trees: EditedTrees, collapsed: ReadonlySet<string>): OutlineRow[] {
  return treeNames.flatMap((tree) => {
    const id = groupId(tree);
    const expanded = !collapsed.has(id);
    const group: OutlineRow = {
      ...{ id, tree, node: null, depth: 0, parentUkey: null, index: treeNames.indexOf(tree), siblingCount: 3 },
      ...{ hasChildren: trees[tree].length > 0, takesChildren: true, expanded },
    };
    return [group, ...(expanded ? nodeRows(trees[tree], tree, null, 1, collapsed) : [])];
  });
}

function nodeRows(
  nodes: readonly PageNode[],
  tree: TreeName,
  parentUkey: string | null,
  depth: number,
  collapsed: ReadonlySet<string>,
): OutlineRow[] {
  return nodes.flatMap((node, index) => {
    const definition = definitionOf(node.kind);
    const children = node.children ?? [];
    const expanded = !collapsed.has(node.ukey);
    const row: OutlineRow = {
      ...{ id: node.ukey, tree, node, depth, parentUkey, index, siblingCount: nodes.length },
      ...{ hasChildren: children.length > 0, takesChildren: !!definition && takesChildren(definition), expanded },
    };
    return [row, ...(expanded ? nodeRows(children, tree, node.ukey, depth + 1, collapsed) : [])];
  });
}

/** A drop's place, and the depth it gives the node (its parent's depth + 1; shown while the drag lasts). */
export interface DropPlace extends InsertionPoint {
  depth: number;
}

/**
 * Where a row dragged over another lands (a sortable list's drop made into a tree's): in the place the list would
 * give it, at the depth asked for (by default its own; a drag to the side asks for another) if the rows around allow,
 * else the nearest depth they do (into an open parent just above, out to the level of the row just below).
 * Undefined for no place; moveTo then checks the tree's rules.
 */
export function dropTarget(
  rows: readonly OutlineRow[],
  activeId: string,
  overId: string,
  wantedDepth?: number,
): DropPlace | undefined {
  const from = rows.findIndex((row) => row.id === activeId);
  const active = rows[from];
  if (!active?.node) return undefined;
  const end = rows.findIndex((row, index) => index > from && row.depth <= active.depth);
  const others = rows.filter((_, index) => index < from || (end !== -1 && index >= end)); // without its subtree
  const to = rows.findIndex((row) => row.id === overId);
  const overIndex = others.findIndex((row) => row.id === overId);
  if (to === -1 || (overIndex === -1 && overId !== activeId)) return undefined;
  const at = overId === activeId ? from : to > from ? overIndex + 1 : overIndex; // the list moves past what it is over
  const previous = others[at - 1];
  if (!previous) return undefined;
  const next = others[at];
  const deepest =
    previous.takesChildren && (previous.expanded || !previous.hasChildren) ? previous.depth + 1 : previous.depth;
  const shallowest = Math.max(1, next?.depth ?? 1);
  const depth = Math.min(Math.max(wantedDepth ?? active.depth, shallowest), deepest);
  const parentAt = others.findLastIndex((row, index) => index < at && row.depth === depth - 1);
  const parent = others[parentAt];
  if (!parent) return undefined;
  const index = others.slice(parentAt + 1, at).filter((row) => row.depth === depth).length;
  return { tree: parent.tree, parentUkey: parent.node ? parent.id : null, index, depth };
}
