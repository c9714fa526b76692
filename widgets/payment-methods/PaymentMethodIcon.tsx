import type { PaymentMethod } from "~/lib/paymentMethods";

/** Each method's outline icon (24 × 24, drawn in the text colour's stroke). */
const PATHS: Record<PaymentMethod, string> = {
  credit_card: "M3 6h18v12H3zM3 10h18M6 15h4",
  thai_qr: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2",
  mobile_banking: "M7 3h10v18H7zM11 18h2",
  internet_banking: "M3 5h18v11H3zM8 20h8M12 16v4",
  installment: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M12 14h2M16 14h2",
  counter_cash: "M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5M6 10v4M18 10v4",
  e_wallet: "M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4zM4 7l11-3v3M15 12h5v3h-5z",
  bank_transfer: "M3 9l9-5 9 5M5 9v8M9.5 9v8M14.5 9v8M19 9v8M3 20h18",
};

/** A decorative icon: the method's text beside it is its name. */
export function PaymentMethodIcon({ method }: { method: PaymentMethod }) {
  return (
    <svg
      className="w-payment-methods__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[method]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
