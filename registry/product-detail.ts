import type { ProductDetailSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ProductDetailSettingResolved>({
  kind: "product-detail",
  loadSchema: () => import("../schemas/widgets/product-detail.schema.json"),
  load: () => import("../widgets/product-detail/ProductDetail"),
  zones: ["page"],
  acceptsChildren: false,
});
