import type { BaseData } from "~/generated/schemas";
import {
  INSTALLMENT_MONTHS_MAX,
  INSTALLMENT_MONTHS_MIN,
  isPaymentMethod,
  offeredMethods as offeredMethodsOf,
  type PaymentMethod,
} from "~/lib/paymentMethods";

/** The methods the shop offers, in the order its base data lists them; unknown keys are left out. */
export function offeredMethods(base: BaseData | undefined): PaymentMethod[] {
  return offeredMethodsOf(base?.paymentMethods);
}

export const INSTALLMENT_OPTIONS: readonly number[] = Array.from(
  { length: INSTALLMENT_MONTHS_MAX - INSTALLMENT_MONTHS_MIN + 1 },
  (_, index) => INSTALLMENT_MONTHS_MIN + index,
);

/** What the checkout form sent, checked against the shop's methods. */
export type PaymentChoice =
  | { ok: true; method: PaymentMethod; installmentMonths: number | null }
  | {
      ok: false;
      method: PaymentMethod | null;
      installmentMonths: number | null;
      error: "choosePaymentMethod" | "chooseInstallmentMonths";
    };

export function paymentChoiceOf(form: Record<string, unknown>, offered: readonly PaymentMethod[]): PaymentChoice {
  const method =
    isPaymentMethod(form.payment_method) && offered.includes(form.payment_method) ? form.payment_method : null;
  const monthsText = typeof form.installment_months === "string" ? form.installment_months : "";
  const months = /^\d{1,2}$/.test(monthsText) ? Number(monthsText) : null;
  const validMonths = months !== null && INSTALLMENT_OPTIONS.includes(months) ? months : null;
  if (!method) return { ok: false, method: null, installmentMonths: validMonths, error: "choosePaymentMethod" };
  if (method !== "installment") return { ok: true, method, installmentMonths: null };
  if (validMonths === null) return { ok: false, method, installmentMonths: null, error: "chooseInstallmentMonths" };
  return { ok: true, method, installmentMonths: validMonths };
}
