import { useEffect } from "react";
import type { Product } from "~/generated/schemas";
import { usePageData } from "~/renderer/pageData";
import { useStores } from "./StoreProvider";

/**
 * Products by uuid for a widget: those the page brought (server-rendered), else from the product store, which
 * fetches the missing ones in the browser in one batch. Per uuid: the product, null if the shop has none, or
 * undefined while loading. Call it from an observer component.
 */
export function useProducts(uuids: readonly string[]): (Product | null | undefined)[] {
  const { catalogue } = usePageData();
  const { products } = useStores();
  const missing = uuids.filter((uuid) => !catalogue.products[uuid]);
  const missingKey = missing.join(",");
  useEffect(() => {
    if (missingKey === "") return;
    for (const uuid of missingKey.split(",")) void products.request(uuid);
  }, [missingKey, products]);
  return uuids.map((uuid) => catalogue.products[uuid] ?? products.cached(uuid));
}
