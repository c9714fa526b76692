import { observer } from "mobx-react-lite";
import { useIntl } from "~/i18n/useIntl";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";

/** How many of this product the cart already holds (nothing when none): known in the browser only. */
export const InCartNote = observer(function InCartNote({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const { cart } = useStores();
  const count = useHydrated() ? cart.quantityOf(uuid) : 0;
  return (
    <p className="w-product-detail__in-cart" aria-live="polite" data-testid="in-cart">
      {count > 0 ? intl.formatMessage({ id: "cart.inCart" }, { count }) : null}
    </p>
  );
});
