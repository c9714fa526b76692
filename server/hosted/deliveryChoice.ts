import { html, raw } from "hono/html";
import { type DeliveryMethod, type DeliveryRules, deliveryFeeSatang, deliveryMethods } from "~/lib/delivery";
import type { Html } from "../http/standInLayout";
import type { HostedIntl } from "./i18n";
import type { DeliveryOption } from "./orderSummary";

/** The ways the shop's rules let this order reach the shopper, delivery first, with what each costs these items. */
export function deliveryOptionsOf(rules: DeliveryRules, itemsSatang: number): DeliveryOption[] {
  return deliveryMethods(rules).map((method) => ({
    id: `delivery-${method}`,
    method,
    feeSatang: deliveryFeeSatang(rules, method, itemsSatang),
  }));
}

/**
 * Delivery or store pickup, where the shop offers both (nothing to choose otherwise): each radio says its fee, and is
 * described by the order's total under it (`totalIdOf`, orderSummary.ts).
 */
export function deliveryChoice(
  intl: HostedIntl,
  options: readonly DeliveryOption[],
  checked: DeliveryMethod,
  totalIdOf: (choiceId: string) => string,
): Html | "" {
  if (options.length < 2) return "";
  return html`<fieldset data-delivery-choice>
    <legend>${intl.t("delivery.legend")}</legend>
    ${options.map(
      ({ id, method, feeSatang }) =>
        html`<label class="method" for="${id}">
          <input
            type="radio"
            id="${id}"
            name="delivery_method"
            value="${method}"
            ${method === checked ? raw(" checked") : ""}
            aria-describedby="${totalIdOf(id)}"
          />
          <span
            >${intl.t(`delivery.${method}`)}<span class="note"
              >${feeSatang === 0 ? intl.t("delivery.free") : intl.baht(feeSatang)}</span
            ></span
          >
        </label>`,
    )}
  </fieldset>`;
}
