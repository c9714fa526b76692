import type { EditedTrees, PageNode, TreeName } from "../contracts";
import { allUkeys, findNode, type NodeLocation, subtreeNodes } from "./findNode";
import { freshUkey } from "./freshUkey";
import { type InsertionPoint, mayHold } from "./placementRules";

/*
 * Edits of the three trees, addressed by ukey. None changes its input: each returns new trees that share every
 * node off the edited path, or null when the edit is refused (a rule of placementRules.ts, an unknown ukey) or would
 * change nothing, so the caller records no undo step for it.
 */

type Children = (children: PageNode[]) => PageNode[];

/** The trees with the children of one parent (null: the tree's root) replaced, copying only the path to it. */
function withChildren(trees: EditedTrees, tree: TreeName, parentUkey: string | null, change: Children): EditedTrees {
  if (parentUkey === null) return { ...trees, [tree]: change(trees[tree]) };
  let done = false; // ukeys are unique in a well-formed shop; if not, the first node found is the one edited
  const visit = (nodes: PageNode[]): PageNode[] =>
    nodes.map((node) => {
      if (done) return node;
      if (node.ukey === parentUkey) {
        done = true;
        return { ...node, children: change(node.children ?? []) };
      }
      if (!node.children) return node;
      const children = visit(node.children);
      return done ? { ...node, children } : node;
    });
  return { ...trees, [tree]: visit(trees[tree]) };
}

function siblingsOf(trees: EditedTrees, location: NodeLocation): PageNode[] {
  return location.parent ? (location.parent.children ?? []) : trees[location.tree];
}

function spliced(children: readonly PageNode[], index: number, remove: number, ...insert: PageNode[]): PageNode[] {
  const copy = [...children];
  copy.splice(index, remove, ...insert);
  return copy;
}

/** Inserts a node (with its children) at a place; refused if a ukey of it is taken or it may not stand there. */
export function insertNode(trees: EditedTrees, point: InsertionPoint, node: PageNode): EditedTrees | null {
  const taken = allUkeys(trees);
  if (subtreeNodes(node).some((each) => taken.has(each.ukey)) || !mayHold(trees, point, node)) return null;
  return withChildren(trees, point.tree, point.parentUkey, (children) =>
    spliced(children, clampIndex(point.index, children.length), 0, node),
  );
}

/** Appends a node to a parent's children. */
export function insertChild(trees: EditedTrees, parentUkey: string, node: PageNode): EditedTrees | null {
  const parent = findNode(trees, parentUkey);
  if (!parent) return null;
  const index = parent.node.children?.length ?? 0;
  return insertNode(trees, { tree: parent.tree, parentUkey, index }, node);
}

/** Inserts a node right after another, under the same parent. */
export function insertAfter(trees: EditedTrees, ukey: string, node: PageNode): EditedTrees | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  const point = { tree: location.tree, parentUkey: location.parent?.ukey ?? null, index: location.index + 1 };
  return insertNode(trees, point, node);
}

export function removeNode(trees: EditedTrees, ukey: string): EditedTrees | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  return withChildren(trees, location.tree, location.parent?.ukey ?? null, (children) =>
    spliced(children, location.index, 1),
  );
}

/** A deep copy of the node, every node of it with a fresh ukey, inserted right after it. */
export function duplicateNode(trees: EditedTrees, ukey: string): { trees: EditedTrees; ukey: string } | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  const taken = allUkeys(trees);
  const copyOf = ({ children, ...node }: PageNode): PageNode => ({
    ...structuredClone(node),
    ukey: freshUkey(node.kind, taken),
    ...(children ? { children: children.map(copyOf) } : {}),
  });
  const copy = copyOf(location.node);
  const edited = insertAfter(trees, ukey, copy);
  return edited && { trees: edited, ukey: copy.ukey };
}

/** Swaps a node with its previous sibling; null for the first child. */
export function moveUp(trees: EditedTrees, ukey: string): EditedTrees | null {
  return moveBy(trees, ukey, -1);
}

/** Swaps a node with its next sibling; null for the last child. */
export function moveDown(trees: EditedTrees, ukey: string): EditedTrees | null {
  return moveBy(trees, ukey, 1);
}

function moveBy(trees: EditedTrees, ukey: string, step: -1 | 1): EditedTrees | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  const index = location.index + step;
  if (index < 0 || index >= siblingsOf(trees, location).length) return null;
  return withChildren(trees, location.tree, location.parent?.ukey ?? null, (children) =>
    spliced(spliced(children, location.index, 1), index, 0, location.node),
  );
}

/**
 * Moves a node to a place (drag and drop): `point.index` counts the target's children without the node. Refused
 * into the node's own subtree, under a kind that shows no children, or into a zone a kind of the subtree is not
 * allowed in.
 */
export function moveTo(trees: EditedTrees, ukey: string, point: InsertionPoint): EditedTrees | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  if (point.parentUkey !== null && subtreeNodes(location.node).some((each) => each.ukey === point.parentUkey)) {
    return null;
  }
  const from = { tree: location.tree, parentUkey: location.parent?.ukey ?? null, index: location.index };
  const without = withChildren(trees, from.tree, from.parentUkey, (children) => spliced(children, from.index, 1));
  const target = { ...point, index: clampIndex(point.index, childCount(without, point)) };
  const unchanged = target.tree === from.tree && target.parentUkey === from.parentUkey && target.index === from.index;
  if (unchanged || !mayHold(without, target, location.node)) return null;
  return withChildren(without, target.tree, target.parentUkey, (children) =>
    spliced(children, target.index, 0, location.node),
  );
}

function childCount(trees: EditedTrees, { tree, parentUkey }: InsertionPoint): number {
  if (parentUkey === null) return trees[tree].length;
  return findNode(trees, parentUkey)?.node.children?.length ?? 0;
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), length);
}

/**
 * Replaces a node's setting. A node that kept its setting under the older name `info` has it moved to `setting`,
 * the name the renderer reads first, so the edit is what the page shows; `version` is the one the setting is at
 * (the kind's current one, once the inspector migrated it).
 */
export function updateSetting(
  trees: EditedTrees,
  ukey: string,
  setting: Record<string, unknown>,
  version?: number,
): EditedTrees | null {
  const location = findNode(trees, ukey);
  if (!location) return null;
  return withChildren(trees, location.tree, location.parent?.ukey ?? null, (children) =>
    spliced(children, location.index, 1, { ...withoutInfo(location.node), setting, ...(version ? { version } : {}) }),
  );
}

function withoutInfo(node: PageNode): PageNode {
  const { info: _info, ...rest } = node;
  return rest;
}
