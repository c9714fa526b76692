import type { PageData } from "~/generated/schemas";
import type { RenderNode } from "~/renderer/normalizeTree";
import { prepareTree, type TreeServices } from "./zones.server";

/** The prepared nodes of pages that the shop's data keeps for every request, for as long as it keeps the page. */
const preparedOfKept = new WeakMap<PageData, RenderNode[]>();

/**
 * The page's tree prepared for rendering (prepareTree). A page the shop's data keeps (frozen, the same object for
 * every request: server/storefront/shopContentCache) is prepared once and its problems reported once; with
 * showProblems (a live preview) it is prepared per request, keeping its invalid nodes for that request alone.
 */
export function pageNodesOf(services: TreeServices, page: PageData, path: string): RenderNode[] {
  const prepare = (shared: boolean) =>
    prepareTree(services, page.pageComponent.children, "/pageComponent/children", "page", path, shared);
  if (!Object.isFrozen(page)) return prepare(false);
  if (services.showProblems) return prepare(true);
  let nodes = preparedOfKept.get(page);
  if (!nodes) preparedOfKept.set(page, (nodes = prepare(true)));
  return nodes;
}
