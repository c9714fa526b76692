import { html, raw } from "hono/html";
import type { Html } from "../http/standInLayout";
import { type OfferedCoupon, refusalNote } from "./coupons";
import type { HostedIntl } from "./i18n";
import { type CouponOption, NO_COUPON } from "./orderSummary";

/** The coupon radio group's usable choices: none first, then each coupon the order may use. */
export const couponOptionsOf = (coupons: readonly OfferedCoupon[]): CouponOption[] => [
  NO_COUPON,
  ...coupons.flatMap((coupon, index) =>
    coupon.refusal ? [] : [{ id: `coupon-${index}`, code: coupon.code, discountSatang: coupon.discountSatang }],
  ),
];

/** The code of the usable choice posted, else "" (no coupon). */
export function checkedCouponCode(coupons: readonly OfferedCoupon[], chosen: string | null): string {
  return couponOptionsOf(coupons).some((choice) => choice.code === chosen) ? (chosen ?? "") : "";
}

/**
 * The order summary's coupon choice (§4: a claimed coupon is chosen before payment); each usable radio is described
 * by the order's total under it (`totalIdOf`, orderSummary.ts) for screen readers. Coupons that cannot be used yet
 * are shown disabled, saying what would make them usable.
 */
export function couponChoice(
  intl: HostedIntl,
  coupons: readonly OfferedCoupon[],
  chosen: string | null,
  totalIdOf: (choiceId: string) => string,
): Html {
  const checkedCode = checkedCouponCode(coupons, chosen);
  const radio = (id: string, value: string, label: Html | string, note: string | null, off: boolean) => {
    const described = [note ? `${id}-note` : "", off ? "" : totalIdOf(id)].filter(Boolean).join(" ");
    return html`<label class="method" for="${id}">
      <input
        type="radio"
        id="${id}"
        name="coupon_code"
        value="${value}"
        ${value === checkedCode && !off ? raw(" checked") : ""}${off ? raw(" disabled") : ""}${
          described ? html` aria-describedby="${described}"` : ""
        }
      />
      <span>${label}${note ? html`<span class="note" id="${id}-note">${note}</span>` : ""}</span>
    </label>`;
  };
  return html`<fieldset data-coupons>
    <legend>${intl.t("coupon.legend")}</legend>
    ${radio("coupon-none", "", intl.t("coupon.none"), null, false)}
    ${coupons.map((coupon, index) =>
      radio(
        `coupon-${index}`,
        coupon.code,
        html`<strong>${coupon.code}</strong> ${coupon.title} · −${intl.baht(coupon.discountSatang)}`,
        coupon.refusal ? refusalNote(intl, coupon.refusal) : null,
        coupon.refusal !== null,
      ),
    )}
  </fieldset>`;
}
