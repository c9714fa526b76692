import { deliveryLineText } from "~/i18n/deliveryText";
import { intlOf } from "~/i18n/intl";
import type { CompiledMessages } from "~/i18n/compiledMessages";
import { withMessages } from "~/i18n/messageParts";
import th from "~/generated/messages/delivery.th.json";
import en from "~/generated/messages/delivery.en.json";
import type { IntlShape } from "~/i18n/useIntl";
import { type DeliveryRules, deliveryNotes } from "~/lib/delivery";
import type { ContentLang } from "~/lib/localePath";

const messages: Record<ContentLang, Partial<CompiledMessages>> = {
  th: th as Partial<CompiledMessages>,
  en: en as Partial<CompiledMessages>,
};
const intls = new Map<ContentLang, IntlShape>();

/** The page formatter of a language with the delivery messages (src/i18n/message-parts.json), made once. */
function deliveryIntl(lang: ContentLang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    intl = withMessages(intlOf(lang), messages[lang]);
    intls.set(lang, intl);
  }
  return intl;
}

/**
 * The product page's delivery line in words ("Free delivery over ฿1,000 · Delivery ฿50"), made on the server so
 * that pages render it from data, without the delivery messages; null when the shop has nothing to say.
 */
export function deliveryLineOf(rules: DeliveryRules, lang: ContentLang): string | null {
  const notes = deliveryNotes(rules);
  return notes.length === 0 ? null : deliveryLineText(deliveryIntl(lang), notes);
}
