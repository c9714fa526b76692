import type { ReactNode } from "react";
import { createIntl, createIntlCache } from "@formatjs/intl";
import { type ContentLang, localeTagOf } from "~/lib/localePath";
import { loadedMessages } from "./compiledMessages";
import type { IntlShape } from "./useIntl";

// One cache of Intl formatters for the process (or tab): formatters are costly to build and the same for every shop.
const cache = createIntlCache();
const intls = new Map<ContentLang, IntlShape>();

/** The formatjs object of a language, th-TH (default) or en-US (§9), created once and shared by every render. */
export function intlOf(lang: ContentLang): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    const messages = loadedMessages(lang);
    intl = createIntl<ReactNode>({ locale: localeTagOf(lang), defaultLocale: "th-TH", messages }, cache);
    intls.set(lang, intl);
  }
  return intl;
}
