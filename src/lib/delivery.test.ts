import { describe, expect, it } from "vitest";
import {
  cartDeliveryNotes,
  deliveryFeeSatang,
  deliveryMethods,
  deliveryNotes,
  deliveryRulesOf,
  type DeliveryRules,
  freeDeliveryProgress,
  offeredMethod,
} from "./delivery";

const flat50Over1000: DeliveryRules = { feeSatang: 5_000, freeOverSatang: 100_000, pickup: false };
const flat50: DeliveryRules = { feeSatang: 5_000, freeOverSatang: null, pickup: false };
const alwaysFree: DeliveryRules = { feeSatang: 0, freeOverSatang: null, pickup: false };
const pickupOnly: DeliveryRules = { feeSatang: null, freeOverSatang: null, pickup: true };
const nothing: DeliveryRules = { feeSatang: null, freeOverSatang: null, pickup: false };

describe("deliveryRulesOf", () => {
  it("reads no setting, or an empty one, as the schema's default: nothing delivered, no pickup", () => {
    expect(deliveryRulesOf(undefined)).toEqual(nothing);
    expect(deliveryRulesOf({})).toEqual(nothing);
  });

  it("turns whole baht into satang", () => {
    expect(deliveryRulesOf({ shipping: "flat", feeBaht: 50, freeOverBaht: 1000 })).toEqual(flat50Over1000);
    expect(deliveryRulesOf({ shipping: "flat", feeBaht: 50, pickup: true })).toEqual({ ...flat50, pickup: true });
  });

  it("a flat rate without a fee is free delivery, and then needs no threshold", () => {
    expect(deliveryRulesOf({ shipping: "flat" })).toEqual(alwaysFree);
    expect(deliveryRulesOf({ shipping: "flat", feeBaht: 0, freeOverBaht: 500 })).toEqual(alwaysFree);
  });

  it("no delivery ignores the fee and the threshold left in the settings", () => {
    expect(deliveryRulesOf({ shipping: "none", feeBaht: 50, freeOverBaht: 1000, pickup: true })).toEqual(pickupOnly);
  });
});

describe("deliveryMethods and offeredMethod", () => {
  it("offers delivery first, then pickup; 'none' when neither", () => {
    expect(deliveryMethods({ ...flat50, pickup: true })).toEqual(["ship", "pickup"]);
    expect(deliveryMethods(flat50)).toEqual(["ship"]);
    expect(deliveryMethods(pickupOnly)).toEqual(["pickup"]);
    expect(deliveryMethods(nothing)).toEqual(["none"]);
  });

  it("keeps a method the shop offers, else takes its first", () => {
    expect(offeredMethod({ ...flat50, pickup: true }, "pickup")).toBe("pickup");
    expect(offeredMethod(flat50, "pickup")).toBe("ship");
    expect(offeredMethod(pickupOnly, "ship")).toBe("pickup");
    expect(offeredMethod(nothing, undefined)).toBe("none");
    expect(offeredMethod(flat50, "none")).toBe("ship");
  });
});

describe("deliveryFeeSatang", () => {
  it("charges the flat fee below the threshold, from an empty cart up to a satang short", () => {
    expect(deliveryFeeSatang(flat50Over1000, "ship", 0)).toBe(5_000);
    expect(deliveryFeeSatang(flat50Over1000, "ship", 99_999)).toBe(5_000);
  });

  it("is free exactly at the threshold and above it", () => {
    expect(deliveryFeeSatang(flat50Over1000, "ship", 100_000)).toBe(0);
    expect(deliveryFeeSatang(flat50Over1000, "ship", 250_000)).toBe(0);
  });

  it("counts the items before coupons: a coupon taking the order below the threshold keeps delivery free", () => {
    const itemsSatang = 100_000; // a ฿50 coupon makes the order ฿950; the fee follows the ฿1,000 of items
    expect(deliveryFeeSatang(flat50Over1000, "ship", itemsSatang)).toBe(0);
  });

  it("always charges a flat fee without a threshold; never a fee of 0", () => {
    expect(deliveryFeeSatang(flat50, "ship", 10_000_000)).toBe(5_000);
    expect(deliveryFeeSatang(alwaysFree, "ship", 0)).toBe(0);
  });

  it("charges nothing for pickup or for nothing to deliver", () => {
    expect(deliveryFeeSatang({ ...flat50, pickup: true }, "pickup", 0)).toBe(0);
    expect(deliveryFeeSatang(nothing, "none", 0)).toBe(0);
    expect(deliveryFeeSatang(pickupOnly, "ship", 0)).toBe(0);
  });
});

describe("freeDeliveryProgress", () => {
  it("is null without a threshold", () => {
    expect(freeDeliveryProgress(flat50, 50_000)).toBeNull();
    expect(freeDeliveryProgress(alwaysFree, 0)).toBeNull();
    expect(freeDeliveryProgress(nothing, 0)).toBeNull();
  });

  it("says what is left and the whole percent reached", () => {
    expect(freeDeliveryProgress(flat50Over1000, 0)).toEqual({ leftSatang: 100_000, reached: false, percent: 0 });
    expect(freeDeliveryProgress(flat50Over1000, 88_000)).toEqual({ leftSatang: 12_000, reached: false, percent: 88 });
    expect(freeDeliveryProgress(flat50Over1000, 99_999)).toEqual({ leftSatang: 1, reached: false, percent: 99 });
  });

  it("is reached exactly at the threshold and stays at 100 above it", () => {
    expect(freeDeliveryProgress(flat50Over1000, 100_000)).toEqual({ leftSatang: 0, reached: true, percent: 100 });
    expect(freeDeliveryProgress(flat50Over1000, 300_000)).toEqual({ leftSatang: 0, reached: true, percent: 100 });
  });
});

describe("deliveryNotes", () => {
  it("says the threshold before the fee, then pickup", () => {
    expect(deliveryNotes({ ...flat50Over1000, pickup: true })).toEqual([
      { key: "freeOver", amountSatang: 100_000 },
      { key: "fee", feeSatang: 5_000 },
      { key: "pickup" },
    ]);
  });

  it("says a flat fee, free delivery, pickup alone, or nothing", () => {
    expect(deliveryNotes(flat50)).toEqual([{ key: "fee", feeSatang: 5_000 }]);
    expect(deliveryNotes(alwaysFree)).toEqual([{ key: "free" }]);
    expect(deliveryNotes(pickupOnly)).toEqual([{ key: "pickup" }]);
    expect(deliveryNotes(nothing)).toEqual([]);
  });
});

describe("cartDeliveryNotes", () => {
  it("says the fee below the threshold, and nothing of delivery once it is reached (the progress line says it)", () => {
    expect(cartDeliveryNotes(flat50Over1000, 88_000)).toEqual([{ key: "fee", feeSatang: 5_000 }]);
    expect(cartDeliveryNotes(flat50Over1000, 100_000)).toEqual([]);
  });

  it("says free delivery when the fee is 0, a flat fee always, and pickup last", () => {
    expect(cartDeliveryNotes(alwaysFree, 0)).toEqual([{ key: "free" }]);
    expect(cartDeliveryNotes({ ...flat50, pickup: true }, 900_000)).toEqual([
      { key: "fee", feeSatang: 5_000 },
      { key: "pickup" },
    ]);
    expect(cartDeliveryNotes(pickupOnly, 0)).toEqual([{ key: "pickup" }]);
    expect(cartDeliveryNotes(nothing, 0)).toEqual([]);
  });
});
