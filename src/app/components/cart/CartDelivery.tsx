import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/app/loaders/root.server";
import { deliveryLineText } from "~/i18n/deliveryText";
import { formatBaht } from "~/i18n/formatBaht";
import { withMessagePart } from "~/i18n/messageParts";
import { type IntlShape, useIntl } from "~/i18n/useIntl";
import { cartDeliveryNotes, freeDeliveryProgress } from "~/lib/delivery";
import { satangToBaht } from "~/lib/priceTier";

/** The page's formatter with the delivery messages (their own part, loaded with the drawer); null until loaded. */
function useDeliveryIntl(): IntlShape | null {
  const intl = useIntl();
  const [withDelivery, setWithDelivery] = useState<IntlShape | null>(null);
  useEffect(() => {
    let current = true;
    void withMessagePart(intl, "delivery").then((loaded) => current && setWithDelivery(loaded));
    return () => {
      current = false;
    };
  }, [intl]);
  return withDelivery;
}

/**
 * What the cart pays for delivery under the shop's rules (src/lib/delivery.ts): how much more for free delivery with
 * a progress bar, or that it is reached; the fee it pays now and free store pickup. Nothing when the shop delivers
 * nothing and offers no pickup.
 */
export function CartDelivery({ itemsSatang }: { itemsSatang: number }) {
  const intl = useDeliveryIntl();
  const rules = useRouteLoaderData<RootData>("root")?.delivery.rules;
  if (!intl || !rules) return null;
  const progress = freeDeliveryProgress(rules, itemsSatang);
  const line = deliveryLineText(intl, cartDeliveryNotes(rules, itemsSatang));
  return (
    <div className="cart-delivery" data-testid="cart-delivery">
      {progress ? (
        <>
          <p className="cart-delivery__progress-text" role="status">
            {progress.reached
              ? intl.formatMessage({ id: "delivery.reached" })
              : intl.formatMessage(
                  { id: "delivery.left" },
                  { amount: formatBaht(intl, satangToBaht(progress.leftSatang)) },
                )}
          </p>
          <progress
            className="cart-delivery__bar"
            max={100}
            value={progress.percent}
            aria-label={intl.formatMessage({ id: "delivery.progress" })}
          />
        </>
      ) : null}
      {line ? <p className="cart-delivery__line">{line}</p> : null}
    </div>
  );
}
