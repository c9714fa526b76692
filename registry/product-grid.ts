import type { ProductGridSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ProductGridSettingResolved>({
  kind: "product-grid",
  loadSchema: () => import("../schemas/widgets/product-grid.schema.json"),
  load: () => import("../widgets/product-grid/ProductGrid"),
  zones: ["page"],
  acceptsChildren: false,
  needs: (setting) => ({ productUuids: setting.productUuids }),
});
