import { observer } from "mobx-react-lite";
import { useEffect, useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { RecentlyViewedSettingResolved } from "~/generated/schemas";
import { parseProductPath } from "~/lib/catalogPaths";
import { usePageData } from "~/renderer/pageData";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import { useProducts } from "~/stores/useProducts";
import type { WidgetProps } from "../../registry/types";
import { ProductList } from "../shared/ProductList";

/**
 * The products this shopper viewed last (§9), newest first, from this browser's storage, so it renders nothing on
 * the server and appears once the page is interactive. The product of the current product page is left out.
 * Products come from the product store in one batch.
 */
function RecentlyViewed({ ukey, setting }: WidgetProps<RecentlyViewedSettingResolved>) {
  const { title, limit } = setting;
  const intl = useIntl();
  const titleId = useId();
  const { recentlyViewed } = useStores();
  const { path } = usePageData();
  useEffect(() => {
    recentlyViewed.load();
  }, [recentlyViewed]);

  const currentUuid = parseProductPath(path)?.uuid;
  const hydrated = useHydrated(); // the list is this browser's: none while hydrating the server's HTML
  const uuids = (hydrated ? recentlyViewed.uuids : []).filter((uuid) => uuid !== currentUuid).slice(0, limit);
  const products = useProducts(uuids);
  if (uuids.length === 0 || products.every((product) => product === null)) return null;
  return (
    <section className="w-recently-viewed" data-ukey={ukey} aria-labelledby={titleId}>
      <h2 className="w-recently-viewed__title" id={titleId}>
        {title || intl.formatMessage({ id: "recentlyViewed.title" })}
      </h2>
      <ProductList entries={uuids.map((uuid, index) => ({ key: uuid, product: products[index] }))} columns={4} />
    </section>
  );
}

export default observer(RecentlyViewed);
