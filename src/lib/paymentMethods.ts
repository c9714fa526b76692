/** Installment periods offered (§1, §9): 3 to 10 months. */
export const INSTALLMENT_MONTHS_MIN = 3;
export const INSTALLMENT_MONTHS_MAX = 10;

/**
 * The payment methods of SPEC §1, by the keys a shop's base data lists in `paymentMethods` (base.schema.json keeps
 * the same list). Their texts are "payment.method.<key>" in locales/.
 */
export const PAYMENT_METHODS = [
  "credit_card",
  "thai_qr",
  "mobile_banking",
  "internet_banking",
  "installment",
  "counter_cash",
  "e_wallet",
  "bank_transfer",
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods with a second line of text ("payment.method.<key>.note"). */
export const METHODS_WITH_NOTE: ReadonlySet<PaymentMethod> = new Set(["credit_card", "installment", "counter_cash"]);

/** The values of a method's note message: the installment range comes from the constants above. */
export const METHOD_NOTE_VALUES = { start: INSTALLMENT_MONTHS_MIN, end: INSTALLMENT_MONTHS_MAX } as const;

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** The methods a shop offers, in the order its base data lists them; unknown keys and repeats are left out. */
export function offeredMethods(keys: readonly string[] | undefined): PaymentMethod[] {
  return [...new Set((keys ?? []).filter(isPaymentMethod))];
}
