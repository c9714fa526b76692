import type { EditedTrees, PageNode } from "../contracts";

/** A node for tests: type as the shops' data has it, children only when given. */
export function node(kind: string, ukey: string, children?: PageNode[], setting?: Record<string, unknown>): PageNode {
  return {
    ukey,
    type: kind === "section" ? "section" : "widget",
    kind,
    ...(setting ? { setting } : {}),
    ...(children ? { children } : {}),
  };
}

/** Three small trees, deep-frozen so an edit that changed its input would throw. */
export function sampleTrees(): EditedTrees {
  return deepFreeze({
    header: [node("section", "h", [node("row", "h-row", [node("column", "h-col", [node("cart-button", "h-cart")])])])],
    page: [
      node("section", "s1", [
        node("row", "r1", [
          node("column", "c1", [
            node("paragraph", "p1", undefined, { blocks: [{ type: "text", html: "<h2>Tea</h2>" }] }),
            node("paragraph", "p2"),
            node("paragraph", "p3"),
          ]),
        ]),
      ]),
      node("section", "s2", [], { title: "Empty" }),
    ],
    footer: [node("section", "f", [node("paragraph", "f-text")])],
  });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** The ukeys of a list of nodes, children in brackets: "s1[r1[c1[p1,p2]]],s2". */
export function shape(nodes: readonly PageNode[]): string {
  return nodes.map((each) => (each.children?.length ? `${each.ukey}[${shape(each.children)}]` : each.ukey)).join(",");
}
