import { deliveryLineText } from "~/i18n/deliveryText";
import { intlOf } from "~/i18n/intl";
import { withMessagePart } from "~/i18n/messageParts";
import type { IntlShape } from "~/i18n/useIntl";
import { type DeliveryRules, deliveryNotes } from "~/lib/delivery";
import type { ContentLang } from "~/lib/localePath";

const intls = new Map<ContentLang, Promise<IntlShape>>();

/** The page formatter of a language with the delivery messages, made once per process. */
function deliveryIntl(lang: ContentLang): Promise<IntlShape> {
  let intl = intls.get(lang);
  if (!intl) {
    intl = withMessagePart(intlOf(lang), "delivery");
    intls.set(lang, intl);
  }
  return intl;
}

/**
 * The product page's delivery line in words ("Free delivery over ฿1,000 · Delivery ฿50"), made on the server so
 * that pages render it from data, without the delivery messages; null when the shop has nothing to say.
 */
export async function deliveryLineOf(rules: DeliveryRules, lang: ContentLang): Promise<string | null> {
  const notes = deliveryNotes(rules);
  return notes.length === 0 ? null : deliveryLineText(await deliveryIntl(lang), notes);
}
