import type { CartButtonSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CartButtonSettingResolved>({
  kind: "cart-button",
  loadSchema: () => import("../schemas/widgets/cart-button.schema.json"),
  load: () => import("../widgets/cart-button/CartButton"),
  zones: ["header"],
  acceptsChildren: false,
});
