import { useEffect } from "react";
import { withMessagePart } from "~/i18n/messageParts";
import { type IntlShape, useIntl } from "~/i18n/useIntl";
import { OFFLINE } from "~/stores/CartStore";
import { useStores } from "~/stores/StoreProvider";

/**
 * The texts of a refused cart change. Chunks of their own (the code, and its messages: the "cart-errors" part), loaded
 * when a change is refused: every page's first visit starts this runtime, few ever need the texts. Without the chunks
 * (a failed load) the toast still shows its title.
 */
const cartErrorTexts = (body: unknown, intl: IntlShape) =>
  Promise.all([import("~/lib/cartErrors"), withMessagePart(intl, "cart-errors")]).then(
    ([{ cartErrorMessages }, errorIntl]) => cartErrorMessages(body, errorIntl),
    () => [],
  );

/**
 * Starts the cart in the browser (stored cart, server cart, other tabs) and turns every refused cart change into the
 * §8 critical toast: titled "please check again", top-right, its text built from the answer. A change that got no
 * answer is the connection: a warning says so, and that the change is sent once the device is back online.
 */
export function CartRuntime() {
  const intl = useIntl();
  const { cart, toast } = useStores();

  useEffect(
    () =>
      cart.onFailure(async (body) => {
        if (body === OFFLINE) {
          // not a refusal: the connection. A warning that goes by itself; the change is sent once back online.
          toast.show({
            title: intl.formatMessage({ id: "cart.offline.title" }),
            description: intl.formatMessage({ id: "cart.offline.description" }),
            type: "warning",
            position: "top-right",
          });
          return;
        }
        const texts = await cartErrorTexts(body, intl);
        toast.show({
          title: intl.formatMessage({ id: "cart.refusedTitle" }),
          description: texts.join("\n"),
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
