import type { ProductDetailSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ProductDetailSetting>({
  kind: "product-detail",
  loadSchema: () => import("../schemas/widgets/product-detail.schema.json"),
  load: () => import("../widgets/product-detail/ProductDetail"),
  zones: ["page"],
  acceptsChildren: false,
});
