import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/app/loaders/root.server";
import { deliveryLineText } from "~/i18n/deliveryText";
import { formatBaht } from "~/i18n/formatBaht";
import en from "~/generated/messages/delivery.en.json";
import th from "~/generated/messages/delivery.th.json";
import type { CompiledMessages } from "~/i18n/compiledMessages";
import { withMessages } from "~/i18n/messageParts";
import { type IntlShape, useIntl } from "~/i18n/useIntl";
import { cartDeliveryNotes, freeDeliveryProgress } from "~/lib/delivery";
import type { ContentLang } from "~/lib/localePath";
import { satangToBaht } from "~/lib/priceTier";

/**
 * The delivery messages (src/i18n/message-parts.json) come with the drawer's own code, both languages: a chunk of
 * their own would add its name to what every page downloads.
 */
const MESSAGES = { th, en } as Record<ContentLang, Partial<CompiledMessages>>;

/** The page's formatter with the delivery messages. */
function useDeliveryIntl(): IntlShape {
  const intl = useIntl();
  return useMemo(() => withMessages(intl, MESSAGES[intl.locale.startsWith("th") ? "th" : "en"]), [intl]);
}

/**
 * What the cart pays for delivery under the shop's rules (src/lib/delivery.ts): how much more for free delivery with
 * a progress bar, or that it is reached; the fee it pays now and free store pickup. Nothing when the shop delivers
 * nothing and offers no pickup.
 */
export function CartDelivery({ itemsSatang }: { itemsSatang: number }) {
  const intl = useDeliveryIntl();
  const rules = useRouteLoaderData<RootData>("root")?.delivery.rules;
  if (!rules) return null;
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
