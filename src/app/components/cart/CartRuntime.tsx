import { useEffect } from "react";
import { useIntl } from "react-intl";
import { cartErrorMessages } from "~/lib/cartErrors";
import { useStores } from "~/stores/StoreProvider";

/**
 * Starts the cart in the browser (stored cart, server cart, other tabs) and turns every refused cart change into the
 * §8 critical toast: titled "please check again", top-right, its text built from the answer.
 */
export function CartRuntime() {
  const intl = useIntl();
  const { cart, toast } = useStores();

  useEffect(
    () =>
      cart.onFailure((body) => {
        toast.show({
          title: intl.formatMessage({ id: "cart.error.title" }),
          description: cartErrorMessages(body, intl).join("\n"),
          type: "error",
          position: "top-right",
          isPersistent: true, // the shopper must read it and act: it stays until closed
        });
      }),
    [cart, toast, intl],
  );
  // after the toast listens: reading the stored cart may already have something to tell (lines over the limit)
  useEffect(() => cart.start(window), [cart]);
  return null;
}
