import { html, raw } from "hono/html";
import type { Html } from "../http/standInLayout";
import { type OfferedCoupon, refusalNote } from "./coupons";
import type { HostedIntl } from "./i18n";

/** One choice of the coupon radio group: its input's id, the code posted (""), and what it takes off. */
interface Choice {
  id: string;
  code: string;
  discountSatang: number;
}

const choicesOf = (coupons: readonly OfferedCoupon[]): Choice[] => [
  { id: "coupon-none", code: "", discountSatang: 0 },
  ...coupons.flatMap((coupon, index) =>
    coupon.refusal ? [] : [{ id: `coupon-${index}`, code: coupon.code, discountSatang: coupon.discountSatang }],
  ),
];

/**
 * The order summary's coupon choice (§4: a claimed coupon is chosen before payment), then the order's total under
 * each choice: the stand-in runs no script, so the total of the checked choice is the one shown (couponChoiceCss),
 * and each radio is described by its total for screen readers. Coupons that cannot be used yet are shown disabled,
 * saying what would make them usable.
 */
export function couponChoice(
  intl: HostedIntl,
  coupons: readonly OfferedCoupon[],
  chosen: string | null,
  itemsSatang: number,
): Html {
  const usable = choicesOf(coupons);
  const checkedCode = usable.some((choice) => choice.code === chosen) ? chosen : "";
  const radio = (id: string, value: string, label: Html | string, note: string | null, off: boolean) => {
    const described = [note ? `${id}-note` : "", off ? "" : `${id}-total`].filter(Boolean).join(" ");
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
    </fieldset>
    ${usable.map((choice) => summary(intl, choice, choice.code === checkedCode, itemsSatang))}`;
}

/** The discount line (when a coupon is chosen) and the total the order will have under one choice. */
function summary(intl: HostedIntl, choice: Choice, checked: boolean, itemsSatang: number): Html {
  return html`<div class="summary${checked ? " chosen" : ""}" data-for="${choice.id}" id="${choice.id}-total">
    ${
      choice.code
        ? html`<p class="total discount">
            <span>${intl.t("coupon.discount", { code: choice.code })}</span>
            <span data-discount>−${intl.baht(choice.discountSatang)}</span>
          </p>`
        : ""
    }
    <p class="total">
      <span>${intl.t("total")}</span>
      <span data-total>${intl.baht(itemsSatang - choice.discountSatang)}</span>
    </p>
  </div>`;
}

/**
 * Shows the summary of the checked choice only: where :has() is supported, whichever radio is checked now; else
 * the one checked when the page was made.
 */
export function couponChoiceCss(coupons: readonly OfferedCoupon[]): string {
  const shown = choicesOf(coupons)
    .map((choice) => `main:has(#${choice.id}:checked) .summary[data-for="${choice.id}"]`)
    .join(",");
  return `.summary:not(.chosen){display:none}@supports selector(:has(*)){.summary.chosen{display:none}${shown}{display:block}}`;
}
