import { html } from "hono/html";
import type { DeliveryMethod } from "~/lib/delivery";
import type { Html } from "../http/standInLayout";
import type { HostedIntl } from "./i18n";

/** One choice of the coupon radio group: its input's id, the code posted ("" for none), and what it takes off. */
export interface CouponOption {
  id: string;
  code: string;
  discountSatang: number;
}

/** The coupon choice of an order that offers none. */
export const NO_COUPON: CouponOption = { id: "coupon-none", code: "", discountSatang: 0 };

/** One way the order may reach the shopper: its radio's id, and what it pays for it with these items. */
export interface DeliveryOption {
  id: string;
  method: DeliveryMethod;
  feeSatang: number;
}

/** The radio ids a summary stands for: the coupon's when the order offers coupons, the delivery's when a choice. */
function forIds(coupon: CouponOption, delivery: DeliveryOption, couponRadios: boolean, deliveries: number): string[] {
  return [couponRadios ? coupon.id : "", deliveries > 1 ? delivery.id : ""].filter(Boolean);
}

/** The id of the summary under a coupon choice and a delivery choice (their radios' ids). */
export const summaryId = (couponId: string, deliveryId: string): string => `${couponId}-${deliveryId}-total`;

/** The delivery line of an order: how it reaches the shopper and its fee ("free"); nothing when nothing is delivered. */
export function deliveryLine(intl: HostedIntl, method: DeliveryMethod, feeSatang: number): Html | "" {
  if (method === "none") return "";
  return html`<p class="total fee" data-delivery="${method}">
    <span>${intl.t("delivery.line", { method: intl.t(`delivery.${method}`) })}</span>
    <span data-fee>${feeSatang === 0 ? intl.t("delivery.free") : intl.baht(feeSatang)}</span>
  </p>`;
}

/**
 * The order's delivery line, discount line and total under every choice of coupon and delivery: the stand-in runs
 * no script, so the summary of the checked choices is the one shown (orderSummaryCss).
 */
export function orderSummaries(
  intl: HostedIntl,
  view: {
    coupons: readonly CouponOption[];
    /** Whether the coupons are a radio group (the order offers coupons, even if none is usable yet). */
    couponRadios: boolean;
    deliveries: readonly DeliveryOption[];
    checked: { coupon: string; delivery: string };
    itemsSatang: number;
  },
): Html {
  const { coupons, deliveries, checked } = view;
  return html`${coupons.flatMap((coupon) =>
    deliveries.map((delivery) => {
      const chosen = coupon.id === checked.coupon && delivery.id === checked.delivery;
      const total = view.itemsSatang - coupon.discountSatang + delivery.feeSatang;
      return html`<div
        class="summary${chosen ? " chosen" : ""}"
        data-for="${forIds(coupon, delivery, view.couponRadios, deliveries.length).join(" ")}"
        id="${summaryId(coupon.id, delivery.id)}"
      >
        ${deliveryLine(intl, delivery.method, delivery.feeSatang)}
        ${
          coupon.code
            ? html`<p class="total discount">
                <span>${intl.t("coupon.discount", { code: coupon.code })}</span>
                <span data-discount>−${intl.baht(coupon.discountSatang)}</span>
              </p>`
            : ""
        }
        <p class="total">
          <span>${intl.t("total")}</span>
          <span data-total>${intl.baht(total)}</span>
        </p>
      </div>`;
    }),
  )}`;
}

/**
 * Shows the summary of the checked choices only: where :has() is supported, whichever radios are checked now; else
 * the ones checked when the page was made. Nothing to hide when there is one summary.
 */
export function orderSummaryCss(
  coupons: readonly CouponOption[],
  couponRadios: boolean,
  deliveries: readonly DeliveryOption[],
): string {
  if (coupons.length * deliveries.length < 2) return "";
  const shown = coupons
    .flatMap((coupon) =>
      deliveries.map((delivery) => {
        const ids = forIds(coupon, delivery, couponRadios, deliveries.length);
        const has = ids.map((id) => `:has(#${id}:checked)`).join("");
        return `main${has} .summary[data-for="${ids.join(" ")}"]`;
      }),
    )
    .join(",");
  return `.summary:not(.chosen){display:none}@supports selector(:has(*)){.summary.chosen{display:none}${shown}{display:block}}`;
}
