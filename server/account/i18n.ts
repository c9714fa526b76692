import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { formatBaht } from "~/i18n/formatBaht";
import { messagesByLang } from "~/i18n/messages";
import { localeTagOf } from "~/lib/localePath";
import { satangToBaht } from "~/lib/priceTier";
import { log } from "../log.js";
import type { ContentLang } from "../db/schema";
import { SHOP_TIME_ZONE } from "~/lib/constants";

/** The account stand-in's texts in one language: every text comes from locales/{th,en}.json ("accountService.*"). */
export interface AccountIntl {
  lang: ContentLang;
  /**
   * A message by id; `accountService.` is prepended, except to the ids shared with the account menu (`account.…`)
   * the hosted checkout (`hosted.…`) and the payment methods (`payment.method.…`).
   */
  t(id: string, values?: Record<string, string | number>): string;
  /** Integer satang as baht with the ฿ symbol, like the storefront (src/i18n/formatBaht.ts). */
  baht(satang: number): string;
  /** A date and time in Bangkok (th: the Buddhist-era calendar Thai readers expect). */
  dateTime(date: Date): string;
  /** A time of day in Bangkok. */
  time(date: Date): string;
}

const cache = createIntlCache();
const intls = new Map<ContentLang, AccountIntl>();

export function accountIntl(lang: ContentLang): AccountIntl {
  let found = intls.get(lang);
  if (!found) {
    found = createAccountIntl(lang);
    intls.set(lang, found);
  }
  return found;
}

function createAccountIntl(lang: ContentLang): AccountIntl {
  const intl: IntlShape = createIntl(
    {
      locale: localeTagOf(lang),
      defaultLocale: "th-TH",
      timeZone: SHOP_TIME_ZONE,
      messages: messagesByLang[lang],
      onError: (err) => log.warn({ err }, "account i18n"),
    },
    cache,
  );
  return {
    lang,
    t: (id, values) =>
      intl.formatMessage({ id: /^(account|hosted|payment)\./.test(id) ? id : `accountService.${id}` }, values),
    baht: (satang) => formatBaht(intl, satangToBaht(satang)),
    dateTime: (date) => intl.formatDate(date, { dateStyle: "long", timeStyle: "short" }),
    time: (date) => intl.formatTime(date, { timeStyle: "short" }),
  };
}
