import type { PaymentMethodsSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<PaymentMethodsSettingResolved>({
  kind: "payment-methods",
  loadSchema: () => import("../schemas/widgets/payment-methods.schema.json"),
  load: () => import("../widgets/payment-methods/PaymentMethods"),
  zones: ["footer", "page"],
  acceptsChildren: false,
});
