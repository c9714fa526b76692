import type { IntlShape } from "~/i18n/useIntl";

/** A price in Thai baht with the ฿ symbol in every language (§9); en-US would otherwise write "THB". */
export function formatBaht(intl: Pick<IntlShape, "formatNumber">, amount: number): string {
  return intl.formatNumber(amount, { style: "currency", currency: "THB", currencyDisplay: "narrowSymbol" });
}
