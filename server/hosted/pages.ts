import { html, raw } from "hono/html";
import { shopText } from "../http/shopText";
import { type Html, type StandInFrame, standInLayout } from "../http/standInLayout";
import type { OfferedCoupon } from "./coupons";
import { checkedCouponCode, couponChoice, couponOptionsOf } from "./couponChoice";
import { deliveryChoice } from "./deliveryChoice";
import {
  deliveryLine,
  type DeliveryOption,
  NO_COUPON,
  orderSummaries,
  orderSummaryCss,
  summaryId,
} from "./orderSummary";
import type { DeliveryMethod } from "~/lib/delivery";
import type { LineView } from "./data";
import type { HostedIntl } from "./i18n";
import { isPaymentMethod, METHOD_NOTE_VALUES, METHODS_WITH_NOTE, type PaymentMethod } from "~/lib/paymentMethods";
import { INSTALLMENT_OPTIONS } from "./payment";
import { STYLESHEET } from "./styles";
import type { OrderStatus } from "../db/schema";
import { orderNumberText } from "../modules/orders/orderNumber";

/** What every page shows around its content, and the shop's own words its names keep whole (shopText). */
export type Frame = StandInFrame<HostedIntl> & { shopWords: readonly string[] };

export function layout(frame: Frame, title: string, content: Html, pageCss = ""): Html {
  return standInLayout(frame, STYLESHEET + pageCss, title, content);
}

/** The cart's lines and their total: the order's total, or its subtotal when a coupon may still take some off. */
function linesList(frame: Frame, lines: readonly LineView[], totalSatang: number, subtotal = false): Html {
  const { intl, shopWords } = frame;
  if (lines.length === 0) return html`<p>${intl.t("emptyCart")}</p>`;
  return html`<h2 id="items">${intl.t("items")}</h2>
    <ul class="lines" aria-labelledby="items">
      ${lines.map(
        (line) =>
          html`<li>
            <p class="name">
              ${shopText(line.name, shopWords)}${
                line.variantLabel ? html` <span class="variant">(${shopText(line.variantLabel, shopWords)})</span>` : ""
              }
            </p>
            <p class="meta">
              <span>${intl.t("quantity")}: ${line.quantity} ${line.unit}</span
              ><span>${intl.t("unitPrice")}: ${intl.baht(line.unitPriceSatang)}</span>
            </p>
            <p class="line-total">${intl.t("lineTotal")}: ${intl.baht(line.lineTotalSatang)}</p>
          </li>`,
      )}
    </ul>
    ${
      subtotal
        ? html`<p class="total">
            <span>${intl.t("subtotal")}</span><span data-subtotal>${intl.baht(totalSatang)}</span>
          </p>`
        : html`<p class="total"><span>${intl.t("total")}</span><span data-total>${intl.baht(totalSatang)}</span></p>`
    }`;
}

function problemsBox(intl: HostedIntl, messages: readonly string[]): Html | "" {
  if (messages.length === 0) return "";
  return html`<section class="problems" role="alert" aria-labelledby="problems-title">
    <h2 id="problems-title">${intl.t("problemsTitle")}</h2>
    <ul>
      ${messages.map((message) => html`<li>${message}</li>`)}
    </ul>
  </section>`;
}

export function cartPage(
  frame: Frame,
  view: { lines: readonly LineView[]; totalSatang: number; checkoutHref: string; shopHref: string },
): Html {
  const { intl } = frame;
  const title = intl.t("cartTitle");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${linesList(frame, view.lines, view.totalSatang)}
      <div class="actions">
        ${view.lines.length > 0 ? html`<a class="button primary" href="${view.checkoutHref}">${intl.t("proceedToCheckout")}</a>` : ""}
        <a class="button secondary" href="${view.shopHref}">${intl.t("backToShop")}</a>
      </div>`,
  );
}

export interface CheckoutView {
  lines: readonly LineView[];
  totalSatang: number;
  methods: readonly PaymentMethod[];
  selected: PaymentMethod | null;
  installmentMonths: number | null;
  /** The ways the order may reach the shopper (deliveryChoice.ts), and the one chosen. */
  deliveries: readonly DeliveryOption[];
  delivery: DeliveryMethod;
  /** The account's claimed coupons usable now (none for a guest cart), and the one chosen. */
  coupons: readonly OfferedCoupon[];
  couponCode: string | null;
  /** Messages to fix before the order can be placed (cart problems, form errors). */
  problems: readonly string[];
  placeAction: string;
  cartHref: string;
  shopHref: string;
}

/** The order's choices of coupon and delivery, the checked ones, and whether a summary follows the items. */
function summaryChoices(view: CheckoutView, canPlace: boolean) {
  const withCoupons = canPlace && view.coupons.length > 0;
  const coupons = withCoupons ? couponOptionsOf(view.coupons) : [NO_COUPON];
  const code = checkedCouponCode(view.coupons, view.couponCode);
  const coupon = coupons.find((choice) => choice.code === code) ?? NO_COUPON;
  const delivery = view.deliveries.find((option) => option.method === view.delivery) ?? view.deliveries[0];
  const shown = withCoupons || (canPlace && view.deliveries.some((option) => option.method !== "none"));
  return { withCoupons, coupons, coupon, delivery, shown };
}

export function checkoutPage(frame: Frame, view: CheckoutView): Html {
  const { intl } = frame;
  const title = intl.t("checkoutTitle");
  const selected = view.selected ?? view.methods[0];
  const canPlace = view.lines.length > 0 && view.methods.length > 0;
  const { withCoupons, coupons, coupon, delivery, shown } = summaryChoices(view, canPlace);
  const checked = { coupon: coupon.id, delivery: delivery?.id ?? "" };
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${problemsBox(intl, view.problems)} ${linesList(frame, view.lines, view.totalSatang, shown)}
      ${
        canPlace
          ? html`<form method="post" action="${view.placeAction}">
              ${deliveryChoice(intl, view.deliveries, view.delivery, (id) => summaryId(checked.coupon, id))}
              <fieldset>
                <legend>${intl.t("paymentMethod")}</legend>
                ${view.methods.map((method) => methodOption(intl, method, method === selected, view.installmentMonths))}
              </fieldset>
              ${
                withCoupons
                  ? couponChoice(intl, view.coupons, view.couponCode, (id) => summaryId(id, checked.delivery))
                  : ""
              }
              ${
                shown
                  ? orderSummaries(intl, {
                      coupons,
                      couponRadios: withCoupons,
                      deliveries: view.deliveries,
                      checked,
                      itemsSatang: view.totalSatang,
                    })
                  : ""
              }
              <p class="notice">${intl.t("standIn")}</p>
              <div class="actions"><button class="primary" type="submit">${intl.t("placeOrder")}</button></div>
            </form>`
          : view.lines.length > 0
            ? html`<p>${intl.t("noPaymentMethods")}</p>`
            : ""
      }
      <div class="actions">
        <a class="button secondary" href="${view.cartHref}">${intl.t("backToCart")}</a>
        <a class="button secondary" href="${view.shopHref}">${intl.t("backToShop")}</a>
      </div>`,
    shown ? orderSummaryCss(coupons, withCoupons, view.deliveries) : "",
  );
}

function methodOption(intl: HostedIntl, method: PaymentMethod, checked: boolean, months: number | null): Html {
  const id = `pm-${method}`;
  const note = METHODS_WITH_NOTE.has(method)
    ? html`<span class="note" id="${id}-note">${intl.t(`payment.method.${method}.note`, METHOD_NOTE_VALUES)}</span>`
    : "";
  const option = html`<label class="method" for="${id}">
    <input
      type="radio"
      id="${id}"
      name="payment_method"
      value="${method}"
      ${checked ? raw(" checked") : ""}${METHODS_WITH_NOTE.has(method) ? html` aria-describedby="${id}-note"` : ""}
    />
    <span>${intl.t(`payment.method.${method}`)}${note}</span>
  </label>`;
  if (method !== "installment") return option;
  const chosen = months ?? INSTALLMENT_OPTIONS[0];
  return html`${option}
    <div class="months">
      <label for="installment-months">${intl.t("installmentMonths")}</label>
      <select id="installment-months" name="installment_months">
        ${INSTALLMENT_OPTIONS.map(
          (count) =>
            html`<option value="${count}" ${count === chosen ? raw(" selected") : ""}>
              ${intl.t("months", { count })}
            </option>`,
        )}
      </select>
    </div>`;
}

export interface OrderView {
  /** The order's key (its links and the shop's purchase report use it) and its number, as shoppers name it. */
  orderId: string;
  number: number;
  status: OrderStatus;
  lines: readonly { name: string; quantity: number; unitPriceSatang: number; lineTotalSatang: number }[];
  totalSatang: number;
  /** The coupon the order used and what it took off. */
  coupon: { code: string; discountSatang: number } | null;
  /** How the order reaches the shopper and what that cost (in the total). */
  delivery: { method: DeliveryMethod; feeSatang: number };
  method: string;
  installmentMonths: number | null;
  shopHref: string;
}

export function orderPage(frame: Frame, view: OrderView): Html {
  const { intl } = frame;
  const title = intl.t("orderTitle");
  const methodText = isPaymentMethod(view.method) ? intl.t(`payment.method.${view.method}`) : view.method;
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p>${intl.t("orderThanks")}</p>
      <p>
        ${intl.t("orderNumber")}:
        <strong class="order-number" data-order-id="${view.orderId}">${orderNumberText(view.number)}</strong>
      </p>
      <p>
        ${intl.t("orderStatus")}: <strong data-status="${view.status}">${intl.t(`orderStatus.${view.status}`)}</strong>
      </p>
      <h2 id="items">${intl.t("items")}</h2>
      <ul class="lines" aria-labelledby="items">
        ${view.lines.map(
          (line) =>
            html`<li>
              <p class="name">${shopText(line.name, frame.shopWords)}</p>
              <p class="meta">
                <span>${intl.t("quantity")}: ${line.quantity}</span
                ><span>${intl.t("unitPrice")}: ${intl.baht(line.unitPriceSatang)}</span>
              </p>
              <p class="line-total">${intl.t("lineTotal")}: ${intl.baht(line.lineTotalSatang)}</p>
            </li>`,
        )}
      </ul>
      ${orderSubtotal(intl, view)}
      <p class="total"><span>${intl.t("total")}</span><span data-total>${intl.baht(view.totalSatang)}</span></p>
      <p>
        ${intl.t("paymentMethod")}:
        ${methodText}${view.installmentMonths ? html` · ${intl.t("months", { count: view.installmentMonths })}` : ""}
      </p>
      <div class="actions"><a class="button primary" href="${view.shopHref}">${intl.t("backToShop")}</a></div>`,
  );
}

/** The items' subtotal, the delivery line and the discount line, before the total: when there is more than items. */
function orderSubtotal(intl: HostedIntl, view: OrderView): Html | "" {
  const { coupon, delivery } = view;
  if (!coupon && delivery.method === "none") return "";
  const discountSatang = coupon?.discountSatang ?? 0;
  return html`<p class="total">
      <span>${intl.t("subtotal")}</span
      ><span data-subtotal>${intl.baht(view.totalSatang + discountSatang - delivery.feeSatang)}</span>
    </p>
    ${deliveryLine(intl, delivery.method, delivery.feeSatang)}
    ${
      coupon
        ? html`<p class="total discount" data-coupon="${coupon.code}">
            <span>${intl.t("coupon.discount", { code: coupon.code })}</span
            ><span data-discount>−${intl.baht(coupon.discountSatang)}</span>
          </p>`
        : ""
    }`;
}

export function alreadyPlacedPage(frame: Frame, view: { orderHref: string | null; shopHref: string }): Html {
  const { intl } = frame;
  const title = intl.t("alreadyPlacedTitle");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p>${intl.t("alreadyPlaced")}</p>
      <div class="actions">
        ${view.orderHref ? html`<a class="button secondary" href="${view.orderHref}">${intl.t("viewOrder")}</a>` : ""}
        <a class="button primary" href="${view.shopHref}">${intl.t("backToShop")}</a>
      </div>`,
  );
}

/** One page for every refused link (unknown shop or cart, wrong secret, no cookie): it tells nothing more. */
export function invalidLinkPage(frame: Frame): Html {
  const { intl } = frame;
  const title = intl.t("invalidTitle");
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      <p>${intl.t("invalidLink")}</p>`,
  );
}

export function messagePage(frame: Frame, title: string, message: string | null): Html {
  return layout(
    frame,
    title,
    html`<h1>${title}</h1>
      ${message ? html`<p>${message}</p>` : ""}`,
  );
}
