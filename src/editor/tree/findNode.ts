import type { EditedTrees, PageNode, TreeName } from "../contracts";

export const treeNames: readonly TreeName[] = ["header", "page", "footer"];

/** The JSON pointer of each tree's root children in its document, as the renderer and the preview report them. */
export const rootPointers: Record<TreeName, string> = {
  header: "/headerZone/children",
  page: "/pageComponent/children",
  footer: "/footerZone/children",
};

export interface NodeLocation {
  tree: TreeName;
  node: PageNode;
  /** null for a node at the root of its tree. */
  parent: PageNode | null;
  index: number;
  /** e.g. /pageComponent/children/0/children/1 */
  pointer: string;
}

/** Where the node of this ukey is, searching the header, the page and the footer in turn. */
export function findNode(trees: EditedTrees, ukey: string): NodeLocation | undefined {
  for (const tree of treeNames) {
    const found = findIn(trees[tree], ukey, null, rootPointers[tree], tree);
    if (found) return found;
  }
  return undefined;
}

function findIn(
  nodes: readonly PageNode[],
  ukey: string,
  parent: PageNode | null,
  pointer: string,
  tree: TreeName,
): NodeLocation | undefined {
  for (const [index, node] of nodes.entries()) {
    const at = `${pointer}/${index}`;
    if (node.ukey === ukey) return { tree, node, parent, index, pointer: at };
    const found = findIn(node.children ?? [], ukey, node, `${at}/children`, tree);
    if (found) return found;
  }
  return undefined;
}

/** The node and all its descendants, depth first. */
export function subtreeNodes(node: PageNode): PageNode[] {
  return [node, ...(node.children ?? []).flatMap(subtreeNodes)];
}

/** Every ukey of the three trees. */
export function allUkeys(trees: EditedTrees): Set<string> {
  return new Set(treeNames.flatMap((tree) => trees[tree].flatMap(subtreeNodes)).map((node) => node.ukey));
}
