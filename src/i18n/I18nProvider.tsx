import type { ReactNode } from "react";
import type { ContentLang } from "~/lib/localePath";
import { intlOf } from "./intl";
import { IntlContext } from "./useIntl";

/** formatjs for one language: th-TH (default) or en-US (§9), the language's one shared Intl object. */
export function I18nProvider({ lang, children }: { lang: ContentLang; children: ReactNode }) {
  return <IntlContext.Provider value={intlOf(lang)}>{children}</IntlContext.Provider>;
}
