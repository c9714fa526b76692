type RawNode = Record<string, unknown>;

/**
 * `children` (a tree as the editor sent it) with the node at `at` (an index per level) given `fields` as its own,
 * keeping its children; copies only the path to it. Null when no node is there or the one there has another ukey:
 * the editor's tree and this one have parted, and only a whole tree can bring them together again.
 */
export function replaceNodeAt(
  children: readonly unknown[],
  at: readonly number[],
  fields: { ukey: string; [field: string]: unknown },
): unknown[] | null {
  const [index = -1, ...rest] = at;
  const node = children[index];
  if (!isNode(node)) return null;
  let replaced: RawNode;
  if (rest.length === 0) {
    if (node.ukey !== fields.ukey) return null;
    replaced = "children" in node ? { ...fields, children: node.children } : { ...fields };
  } else {
    const inner = Array.isArray(node.children) ? replaceNodeAt(node.children, rest, fields) : null;
    if (!inner) return null;
    replaced = { ...node, children: inner };
  }
  const copy = [...children];
  copy[index] = replaced;
  return copy;
}

function isNode(value: unknown): value is RawNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
