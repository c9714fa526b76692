import type { ContentLang } from "~/lib/localePath";
import type { NodeValidator } from "~/renderer/nodeValidator";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { FetchedCatalogue } from "./browserCatalogue";
import type { PreviewProblem, PreviewTree } from "./protocol";

/**
 * The problems' words in the page's language. Kept here, not in locales/, so they stay in the preview's chunk:
 * shoppers' pages never show them.
 */
const MISSING: Record<ContentLang, { product(uuid: string): string; category(id: number): string }> = {
  en: {
    product: (uuid) => `product ${uuid} does not exist in this shop`,
    category: (id) => `category ${id} does not exist in this shop`,
  },
  th: {
    product: (uuid) => `ร้านนี้ไม่มีสินค้า ${uuid}`,
    category: (id) => `ร้านนี้ไม่มีหมวดหมู่ ${id}`,
  },
};

/**
 * Every product and category a node of the tree names that the shop does not have (the shop answered without it;
 * a fetch that failed names none), each pointed at the setting's field that names it
 * (/pageComponent/children/3/setting/productUuids/1).
 */
export function catalogueProblems(
  tree: { name: PreviewTree; pointer: string; nodes: readonly RenderNode[] },
  validator: Pick<NodeValidator, "definitionOf">,
  answer: FetchedCatalogue,
  lang: ContentLang,
): PreviewProblem[] {
  const problems: PreviewProblem[] = [];
  const { categories } = answer.catalogue;
  const visit = (node: RenderNode, pointer: string) => {
    const needs = node.problem ? {} : (validator.definitionOf(node.kind)?.needs?.(node.setting as never) ?? {});
    const missing = [
      ...[...new Set(needs.productUuids)].filter((uuid) => answer.unknownProducts.has(uuid)),
      ...(categories ? (needs.categoryIds ?? []).filter((id) => !categories.some((c) => c.category_id === id)) : []),
    ];
    for (const value of missing) {
      const message = typeof value === "string" ? MISSING[lang].product(value) : MISSING[lang].category(value);
      for (const field of pointersOf(node.setting, value)) {
        problems.push({
          tree: tree.name,
          pointer: `${pointer}/setting${field}`,
          ukey: node.ukey,
          kind: node.kind,
          message,
          messages: [],
        });
      }
    }
    node.children.forEach((child, index) => visit(child, `${pointer}/children/${index}`));
  };
  tree.nodes.forEach((node, index) => visit(node, `${tree.pointer}/${index}`));
  return problems;
}

/** The JSON pointers of every place in `value` that holds `wanted` (a kind's setting names items by value). */
function pointersOf(value: unknown, wanted: string | number, pointer = ""): string[] {
  if (value === wanted) return [pointer];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    pointersOf(inner, wanted, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`),
  );
}
