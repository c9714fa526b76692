import { createIntl, createIntlCache } from "@formatjs/intl";
import type { ReactNode } from "react";
import { type IntlShape, useIntl } from "~/i18n/useIntl";
import { formatBaht } from "~/i18n/formatBaht";
import type { MessageId } from "~/i18n/messages";
import { SHOP_TIME_ZONE } from "~/lib/constants";
import { type ContentLang, localeTagOf } from "~/lib/localePath";

/** Formatting only (no messages): one formatter per language, shared by every render. */
const cache = createIntlCache();
const formatterOf = (lang: ContentLang) => createIntl<ReactNode>({ locale: localeTagOf(lang), messages: {} }, cache);
const LANGUAGES: readonly { lang: ContentLang; name: string; formatter: IntlShape }[] = [
  { lang: "th", name: "ไทย", formatter: formatterOf("th") },
  { lang: "en", name: "English", formatter: formatterOf("en") },
];

/** A fixed moment, so the server and the browser write the same: Songkran 2026, 10:30 in Bangkok. */
const SAMPLE_DATE = Date.UTC(2026, 3, 13, 3, 30);
const SAMPLE_PRICE = 1290.5;
const SAMPLE_NUMBER = 1234567.891;

/** What each row shows, formatted by the given language's formatter. */
const SAMPLES: readonly { id: MessageId; format: (formatter: IntlShape) => string }[] = [
  { id: "demo.i18n.price", format: (formatter) => formatBaht(formatter, SAMPLE_PRICE) },
  { id: "demo.i18n.number", format: (formatter) => formatter.formatNumber(SAMPLE_NUMBER) },
  {
    id: "demo.i18n.date",
    format: (formatter) =>
      formatter.formatDate(SAMPLE_DATE, { dateStyle: "full", timeStyle: "short", timeZone: SHOP_TIME_ZONE }),
  },
];

/** The same price, number and date in Thai and English side by side (§9: th-TH writes the Buddhist era). */
export function I18nPanel() {
  const intl = useIntl();
  return (
    <div className="w-demo__table-scroll">
      <table className="w-demo__table" data-testid="demo-i18n">
        <caption>{intl.formatMessage({ id: "demo.i18n.caption" })}</caption>
        <thead>
          <tr>
            <td />
            {LANGUAGES.map(({ lang, name }) => (
              <th key={lang} scope="col" lang={lang}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SAMPLES.map((sample) => (
            <tr key={sample.id}>
              <th scope="row">{intl.formatMessage({ id: sample.id })}</th>
              {LANGUAGES.map(({ lang, formatter }) => (
                <td key={lang} lang={lang}>
                  {sample.format(formatter)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
