import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import type { CartProblem } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { messagesByLang } from "~/i18n/messages";
import { satangToBaht } from "~/lib/priceTier";
import { log } from "../log.js";
import type { ContentLang } from "../db/schema";

/** The stand-in's texts in one language: every text comes from locales/{th,en}.json ("hosted.*"). */
export interface HostedIntl {
  lang: ContentLang;
  /** A message by id; `hosted.` is prepended to ids without a namespace (`hosted.` or the shared `payment.`). */
  t(id: string, values?: Record<string, string | number>): string;
  /** Integer satang as baht with the ฿ symbol, like the storefront (src/i18n/formatBaht.ts). */
  baht(satang: number): string;
  /** A cart problem (§8) as the storefront words it ("cart.error.<KEY>"), else "hosted.problem" naming the key. */
  problem(problem: CartProblem): string;
}

const LOCALES: Record<ContentLang, string> = { th: "th-TH", en: "en-US" };
const cache = createIntlCache();
const intls = new Map<ContentLang, HostedIntl>();

export function hostedIntl(lang: ContentLang): HostedIntl {
  let found = intls.get(lang);
  if (!found) {
    found = createHostedIntl(lang);
    intls.set(lang, found);
  }
  return found;
}

function createHostedIntl(lang: ContentLang): HostedIntl {
  const messages: Record<string, string> = messagesByLang[lang];
  const intl: IntlShape = createIntl(
    { locale: LOCALES[lang], defaultLocale: "th-TH", messages, onError: (err) => log.warn({ err }, "hosted i18n") },
    cache,
  );
  const has = (id: string) => Object.hasOwn(messages, id);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: /^(hosted|payment)\./.test(id) ? id : `hosted.${id}` }, values);
  const baht = (satang: number) => formatBaht(intl, satangToBaht(satang));
  return {
    lang,
    t,
    baht,
    problem(problem) {
      const id = `cart.error.${problem.key}`;
      if (!has(id)) return t("problem", { key: problem.key });
      const yes = (value: unknown) => (value === undefined || value === null || value === "" ? "no" : "yes");
      return intl.formatMessage(
        { id },
        {
          key: problem.key,
          name: problem.name ?? "",
          named: yes(problem.name),
          unit: problem.unit ?? "",
          remaining: problem.remaining ?? 0,
          hasRemaining: yes(problem.remaining),
          limit: problem.limit ?? 0,
          hasLimit: yes(problem.limit),
          ordered: problem.ordered ?? 0,
          hasOrdered: yes(problem.ordered),
          amount: problem.amount === undefined ? "" : formatBaht(intl, problem.amount),
          hasAmount: yes(problem.amount),
        },
      );
    },
  };
}
