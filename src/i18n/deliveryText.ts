import { formatBaht } from "~/i18n/formatBaht";
import type { IntlShape } from "~/i18n/useIntl";
import type { DeliveryNote } from "~/lib/delivery";
import { satangToBaht } from "~/lib/priceTier";

/** One part of a delivery line in words ("delivery.<key>" messages, the "delivery" message part). */
function noteText(intl: IntlShape, note: DeliveryNote): string {
  switch (note.key) {
    case "fee":
      return intl.formatMessage({ id: "delivery.fee" }, { fee: formatBaht(intl, satangToBaht(note.feeSatang)) });
    case "freeOver":
      return intl.formatMessage(
        { id: "delivery.freeOver" },
        { amount: formatBaht(intl, satangToBaht(note.amountSatang)) },
      );
    default:
      return intl.formatMessage({ id: `delivery.${note.key}` });
  }
}

/** A delivery line's parts in words, joined by a middle dot ("" when there are none). */
export function deliveryLineText(intl: IntlShape, notes: readonly DeliveryNote[]): string {
  return notes.map((note) => noteText(intl, note)).join(" · ");
}
