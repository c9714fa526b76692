import type { RelatedProductsSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<RelatedProductsSettingResolved>({
  kind: "related-products",
  loadSchema: () => import("../schemas/widgets/related-products.schema.json"),
  load: () => import("../widgets/related-products/RelatedProducts"),
  zones: ["page"],
  acceptsChildren: false,
});
