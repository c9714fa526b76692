import type { CatalogueNeeds } from "../../registry/types";
import type { NodeValidator } from "./nodeValidator";
import type { RenderNode } from "./normalizeTree";

export interface MergedNeeds {
  productUuids: string[];
  categories: boolean;
  blogs: number;
}

/** Everything the nodes of a tree need from the catalogue, merged, so each kind of data is fetched once. */
export function collectNeeds(
  nodes: readonly RenderNode[],
  validator: Pick<NodeValidator, "definitionOf">,
): MergedNeeds {
  const productUuids = new Set<string>();
  let categories = false;
  let blogs = 0;
  const visit = (node: RenderNode) => {
    if (!node.problem) {
      const needs: CatalogueNeeds = validator.definitionOf(node.kind)?.needs?.(node.setting as never) ?? {};
      for (const uuid of needs.productUuids ?? []) productUuids.add(uuid);
      categories ||= needs.categories === true;
      blogs = Math.max(blogs, needs.blogs ?? 0);
    }
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return { productUuids: [...productUuids].sort(), categories, blogs };
}
