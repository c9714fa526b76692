import type { EditedTrees, PageNode } from "../contracts";
export function findNode(trees: EditedTrees, ukey: string): { node: PageNode } | null {
  const walk = (nodes: PageNode[]): PageNode | null => {
    for (const n of nodes) {
      if (n.ukey === ukey) return n;
      const f = walk(n.children ?? []);
      if (f) return f;
    }
    return null;
  };
  for (const t of ["header", "page", "footer"] as const) {
    const n = walk(trees[t]);
    if (n) return { node: n };
  }
  return null;
}
export function updateSetting(trees: EditedTrees, ukey: string, setting: object): EditedTrees {
  const map = (nodes: PageNode[]): PageNode[] =>
    nodes.map((n) => (n.ukey === ukey ? { ...n, setting } : n.children ? { ...n, children: map(n.children) } : n));
  return { header: map(trees.header), page: map(trees.page), footer: map(trees.footer) };
}
