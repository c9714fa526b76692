import { createApiClient } from "~/api/client";
import type { PathLang } from "~/lib/localePath";
import { fetchMissingCatalogue } from "~/preview/browserCatalogue";
import { catalogueProblems } from "~/preview/catalogueProblems";
import { collectNeeds } from "~/renderer/collectNeeds";
import type { NodeValidator } from "~/renderer/nodeValidator";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { PayloadProblem } from "~/renderer/validatePayload";

type Trees = readonly { pointer: string; nodes: readonly RenderNode[] }[];

export interface ShopOptions {
  /** Where the shop API answers, e.g. http://localhost:3000. */
  url: string;
  /** The shop's host name (X-Nuxt-Host), when it is not the URL's. */
  host?: string;
  lang?: string;
}

/**
 * The products and categories the nodes of every payload name that the shop does not have, as warnings per
 * payload, in the order given. The shop is asked once for them all: products in batches of 100, categories once.
 */
export async function unknownCatalogueWarnings(
  payloads: readonly Trees[],
  shop: ShopOptions,
  validator: NodeValidator,
): Promise<PayloadProblem[][]> {
  const needs = payloads.flat().map((tree) => collectNeeds(tree.nodes, validator));
  const merged = {
    productUuids: [...new Set(needs.flatMap((each) => each.productUuids))],
    categories: needs.some((each) => each.categories),
    blogs: 0, // a count of the newest posts: no setting names a post
  };
  const api = createApiClient({
    baseUrl: shop.url,
    host: shop.host ?? new URL(shop.url).hostname,
    lang: () => (shop.lang ?? "th") as PathLang,
  });
  const answer = await fetchMissingCatalogue(api, merged, { products: {}, categories: null, blogs: null });
  return payloads.map((trees) =>
    trees.flatMap((tree) =>
      catalogueProblems({ name: "page", ...tree }, validator, answer, "en").map(({ pointer, message }) => ({
        pointer,
        message,
        severity: "warning" as const,
      })),
    ),
  );
}
