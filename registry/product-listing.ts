import type { ProductListingSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ProductListingSettingResolved>({
  kind: "product-listing",
  loadSchema: () => import("../schemas/widgets/product-listing.schema.json"),
  load: () => import("../widgets/product-listing/ProductListing"),
  zones: ["page"],
  acceptsChildren: false,
});
