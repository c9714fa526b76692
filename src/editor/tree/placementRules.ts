import { isAllowedInZone, takesChildren } from "~/renderer/placement";
import type { EditedTrees, PageNode, TreeName } from "../contracts";
import { findNode, subtreeNodes } from "./findNode";
import { allKinds, definitionOf } from "./kinds";

/** A parent to insert into: a node's ukey, or null for the root of the tree. */
export interface ParentRef {
  tree: TreeName;
  parentUkey: string | null;
}

/** A place in a tree: before the `index`th child of the parent (its child count to append). */
export interface InsertionPoint extends ParentRef {
  index: number;
}

/** Whether the parent exists in its tree and shows children (the root always does). */
function parentTakesChildren(trees: EditedTrees, { tree, parentUkey }: ParentRef): boolean {
  if (parentUkey === null) return true;
  const parent = findNode(trees, parentUkey);
  const definition = parent && parent.tree === tree ? definitionOf(parent.node.kind) : undefined;
  return definition !== undefined && takesChildren(definition);
}

/** The kinds a new node may have at this parent: the zone's kinds, none under a kind that shows no children. */
export function allowedKinds(trees: EditedTrees, target: ParentRef): string[] {
  if (!parentTakesChildren(trees, target)) return [];
  return allKinds.filter((kind) => isAllowedInZone(definitionOf(kind) ?? { zones: [] }, target.tree));
}

/**
 * Whether this node, with its descendants, may stand under the parent: the parent shows children and every kind
 * of the subtree is allowed in the tree's zone. A kind the registry does not know is skipped by the renderer
 * wherever it stands, so it does not hold a move back.
 */
export function mayHold(trees: EditedTrees, target: ParentRef, node: PageNode): boolean {
  if (!parentTakesChildren(trees, target)) return false;
  return subtreeNodes(node).every((each) => {
    const definition = definitionOf(each.kind);
    return definition === undefined || isAllowedInZone(definition, target.tree);
  });
}
