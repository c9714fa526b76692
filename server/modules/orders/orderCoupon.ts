import { toSatang } from "~/lib/priceTier";

/** The coupon an order used, as its row keeps it (migration 007), with what it took off in satang; null for none. */
export function orderCouponOf(order: {
  coupon_code: string | null;
  coupon_discount: string | null;
}): { code: string; discountSatang: number } | null {
  return order.coupon_code === null
    ? null
    : { code: order.coupon_code, discountSatang: toSatang(Number(order.coupon_discount ?? 0)) };
}
