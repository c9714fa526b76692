import type { IntlShape as CoreIntlShape } from "@formatjs/intl";
import { createContext, type ReactNode, useContext } from "react";

/** formatjs's core formatter of one language; message values may be React nodes (widgets/shared/Price.tsx). */
export type IntlShape = CoreIntlShape<ReactNode>;

/**
 * The page's formatter, from @formatjs/intl's core rather than react-intl: react-intl's React runtime (its provider,
 * components and hooks) would add to every page's first visit what this context and src/i18n/Message.tsx do.
 */
export const IntlContext = createContext<IntlShape | null>(null);

/** The formatter of the page's language (I18nProvider). */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs an I18nProvider (or IntlContext) above it");
  return intl;
}
