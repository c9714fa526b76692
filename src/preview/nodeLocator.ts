import type { RenderNode } from "~/renderer/normalizeTree";

/** A tree shown in the frame and the JSON pointer of its children array, e.g. "/pageComponent/children". */
export interface LocatedTree {
  pointer: string;
  nodes: readonly RenderNode[];
}

/** A node found by ukey or pointer: both, so the editor hears back what it did not send. */
export interface LocatedNode {
  ukey: string;
  pointer: string;
}

/**
 * Finds a node of the shown trees by ukey (the first in document order) or by JSON pointer. Pointers count from the
 * normalised trees, whose nodes keep their places (the preview keeps invalid ones as placeholders).
 */
export function locateNode(
  trees: readonly LocatedTree[],
  target: { ukey?: string; pointer?: string },
): LocatedNode | null {
  for (const tree of trees) {
    const found = target.pointer !== undefined ? byPointer(tree, target.pointer) : byUkey(tree, target.ukey ?? "");
    if (found) return found;
  }
  return null;
}

function byPointer(tree: LocatedTree, pointer: string): LocatedNode | null {
  if (!pointer.startsWith(`${tree.pointer}/`)) return null;
  const steps = pointer.slice(tree.pointer.length + 1).split("/children/");
  let nodes = tree.nodes;
  let node: RenderNode | undefined;
  for (const step of steps) {
    if (!/^(0|[1-9]\d*)$/.test(step)) return null;
    node = nodes[Number(step)];
    if (!node) return null;
    nodes = node.children;
  }
  return node ? { ukey: node.ukey, pointer } : null;
}

function byUkey(tree: LocatedTree, ukey: string): LocatedNode | null {
  const visit = (nodes: readonly RenderNode[], pointer: string): LocatedNode | null => {
    for (const [index, node] of nodes.entries()) {
      const here = `${pointer}/${index}`;
      if (node.ukey === ukey) return { ukey, pointer: here };
      const inside = visit(node.children, `${here}/children`);
      if (inside) return inside;
    }
    return null;
  };
  return visit(tree.nodes, tree.pointer);
}
