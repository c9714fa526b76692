import type { CouponListSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CouponListSettingResolved>({
  kind: "coupon-list",
  loadSchema: () => import("../schemas/widgets/coupon-list.schema.json"),
  load: () => import("../widgets/coupon-list/CouponList"),
  zones: ["page"],
  acceptsChildren: false,
});
