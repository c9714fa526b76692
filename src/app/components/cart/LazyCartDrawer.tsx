import { observer } from "mobx-react-lite";
import { lazy, Suspense, useEffect, useState } from "react";
import { whenCodeMayLoad } from "~/renderer/widgetModules";
import { useStores } from "~/stores/StoreProvider";

const loadCartDrawer = () => import("./CartDrawer").then((module) => ({ default: module.CartDrawer }));
const CartDrawer = lazy(loadCartDrawer);

/**
 * The cart drawer, mounted when the cart first opens: its code is not part of a first visit's download. It is
 * fetched ahead once the shopper shows a sign of life (lazy mode off), so opening it rarely waits for the network.
 */
export const LazyCartDrawer = observer(function LazyCartDrawer() {
  const { cart } = useStores();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // only ahead of need: a failure (offline) is left to the drawer's own load when it opens
    whenCodeMayLoad()
      .then(loadCartDrawer)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (cart.isOpen) setOpened(true);
  }, [cart.isOpen]);
  return opened ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
});
