import type { ReactNode } from "react";
import { RawIntlProvider } from "react-intl";
import type { ContentLang } from "~/lib/localePath";
import { intlOf } from "./intl";

/** formatjs for one language: th-TH (default) or en-US (§9), the language's one shared Intl object. */
export function I18nProvider({ lang, children }: { lang: ContentLang; children: ReactNode }) {
  return <RawIntlProvider value={intlOf(lang)}>{children}</RawIntlProvider>;
}
