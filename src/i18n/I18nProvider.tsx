import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { type ContentLang, localeTagOf } from "~/lib/localePath";
import { messagesByLang } from "./messages";

/** formatjs for one language: th-TH (default) or en-US (§9). */
export function I18nProvider({ lang, children }: { lang: ContentLang; children: ReactNode }) {
  return (
    <IntlProvider locale={localeTagOf(lang)} defaultLocale="th-TH" messages={messagesByLang[lang]}>
      {children}
    </IntlProvider>
  );
}
