import { intlOf } from "~/i18n/intl";
import { loadMessages } from "~/i18n/compiledMessages";
import { consentText } from "~/lib/membershipConsent";
import type { ContentLang } from "../../db/schema";

/** The consent text a shopper joining in this language was shown: the pages' own messages, formatted the same way. */
export async function consentTextOf(lang: ContentLang): Promise<string> {
  await loadMessages(lang); // once per process; the storefront has usually loaded both already
  const intl = intlOf(lang);
  return consentText((id) => intl.formatMessage({ id }));
}
