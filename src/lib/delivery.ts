import type { BaseData } from "~/generated/schemas";

/**
 * A shop's delivery rules (base data `delivery`, schemas/base.schema.json) in satang. Free delivery counts the items'
 * subtotal before coupon discounts: the cart drawer, which knows no coupon yet, then promises what checkout charges.
 */
export interface DeliveryRules {
  /** The flat fee of a delivered order; null: the shop delivers nothing (pickup only, or digital goods). */
  feeSatang: number | null;
  /** Delivery is free from this items' subtotal on; null: never (a fee of 0 is always free). */
  freeOverSatang: number | null;
  /** Shoppers may collect their order at the shop, free. */
  pickup: boolean;
}

/** How an order reaches its shopper: delivered, collected at the shop, or neither (nothing to deliver). */
export type DeliveryMethod = "ship" | "pickup" | "none";

const BAHT = 100;

export function deliveryRulesOf(setting: BaseData["delivery"]): DeliveryRules {
  const flat = setting?.shipping === "flat";
  const feeSatang = flat ? (setting.feeBaht ?? 0) * BAHT : null;
  const freeOver = setting?.freeOverBaht;
  return {
    feeSatang,
    freeOverSatang: feeSatang !== null && feeSatang > 0 && freeOver !== undefined ? freeOver * BAHT : null,
    pickup: setting?.pickup === true,
  };
}

/** The methods a shopper may choose, delivery first: ["none"] when the shop neither delivers nor offers pickup. */
export function deliveryMethods(rules: DeliveryRules): DeliveryMethod[] {
  const methods: DeliveryMethod[] = [];
  if (rules.feeSatang !== null) methods.push("ship");
  if (rules.pickup) methods.push("pickup");
  return methods.length > 0 ? methods : ["none"];
}

/** `method` if the shop offers it, else the first it offers. */
export function offeredMethod(rules: DeliveryRules, method: unknown): DeliveryMethod {
  const offered = deliveryMethods(rules);
  return offered.find((candidate) => candidate === method) ?? (offered[0] as DeliveryMethod);
}

/** What an order whose items total `itemsSatang` (before coupons) pays for `method`. */
export function deliveryFeeSatang(rules: DeliveryRules, method: DeliveryMethod, itemsSatang: number): number {
  if (method !== "ship" || rules.feeSatang === null) return 0;
  if (rules.freeOverSatang !== null && itemsSatang >= rules.freeOverSatang) return 0;
  return rules.feeSatang;
}

/** How far a cart is from free delivery: what is left to add, and the share reached (0 to 1). */
export interface FreeDeliveryProgress {
  leftSatang: number;
  reached: boolean;
  /** Whole percent of the threshold the items reach, 0 to 100. */
  percent: number;
}

/** The cart's way to free delivery; null when the shop has no free-delivery threshold. */
export function freeDeliveryProgress(rules: DeliveryRules, itemsSatang: number): FreeDeliveryProgress | null {
  const over = rules.freeOverSatang;
  if (over === null) return null;
  const left = Math.max(0, over - Math.max(0, itemsSatang));
  return { leftSatang: left, reached: left === 0, percent: Math.floor(((over - left) * 100) / over) };
}

/** One part of the line that says the rules to shoppers (messages "delivery.<key>"), amounts in satang. */
export type DeliveryNote =
  { key: "free" } | { key: "fee"; feeSatang: number } | { key: "freeOver"; amountSatang: number } | { key: "pickup" };

/**
 * The product page's delivery line, part by part: free delivery, or the fee and from what subtotal it is free, then
 * pickup; empty when the shop delivers nothing and offers no pickup (nothing to say).
 */
export function deliveryNotes(rules: DeliveryRules): DeliveryNote[] {
  const notes: DeliveryNote[] = [];
  if (rules.feeSatang === 0) notes.push({ key: "free" });
  else if (rules.feeSatang !== null) {
    if (rules.freeOverSatang !== null) notes.push({ key: "freeOver", amountSatang: rules.freeOverSatang });
    notes.push({ key: "fee", feeSatang: rules.feeSatang });
  }
  if (rules.pickup) notes.push({ key: "pickup" });
  return notes;
}

/**
 * The cart drawer's delivery line for a cart of `itemsSatang`: the fee it pays now, or free delivery when the shop
 * has no threshold (a reached threshold is said by the progress line), then pickup.
 */
export function cartDeliveryNotes(rules: DeliveryRules, itemsSatang: number): DeliveryNote[] {
  const notes: DeliveryNote[] = [];
  const feeSatang = deliveryFeeSatang(rules, "ship", itemsSatang);
  if (feeSatang > 0) notes.push({ key: "fee", feeSatang });
  else if (rules.feeSatang === 0) notes.push({ key: "free" });
  if (rules.pickup) notes.push({ key: "pickup" });
  return notes;
}
