import { useIntl } from "~/i18n/useIntl";
import { Link, useLocation } from "react-router";
import type { LanguageSwitcherSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { type ContentLang, contentLangOf, langPrefix, resolveLocalePath } from "~/lib/localePath";
import type { WidgetProps } from "../../registry/types";

/** Each language is named in itself (endonyms), the same on every page whatever its language. */
const LANGUAGES: readonly { lang: ContentLang; code: string; name: string }[] = [
  { lang: "th", code: "TH", name: "ไทย" },
  { lang: "en", code: "EN", name: "English" },
];

/** The current page (path without its /en or /cn prefix, query and hash) in `lang`. */
export function pageHrefIn(lang: ContentLang, pathname: string, search: string, hash: string): string {
  const { path } = resolveLocalePath(pathname);
  const prefix = langPrefix(lang);
  const localized = prefix && path === "/" ? prefix : `${prefix}${path}`;
  return `${localized}${search}${hash}`;
}

/**
 * Links to the current page in Thai and English, the current language marked with aria-current.
 * Switching language reloads the document, so the shop's zones and texts load in the new language.
 */
export default function LanguageSwitcher({ ukey, setting }: WidgetProps<LanguageSwitcherSettingResolved>) {
  const { display } = setting;
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const current = contentLangOf(useLang());
  return (
    <nav className="w-lang" aria-label={intl.formatMessage({ id: "languageSwitcher.label" })} data-ukey={ukey}>
      <ul className="w-lang__list">
        {LANGUAGES.map(({ lang, code, name }) => (
          <li key={lang}>
            <Link
              reloadDocument
              className="w-lang__link"
              to={pageHrefIn(lang, pathname, search, hash)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              title={display === "code" ? name : undefined}
            >
              {display === "code" ? code : name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
