import type { StoreContactSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<StoreContactSettingResolved>({
  kind: "store-contact",
  loadSchema: () => import("../schemas/widgets/store-contact.schema.json"),
  load: () => import("../widgets/store-contact/StoreContact"),
  zones: ["header", "footer", "page"],
  acceptsChildren: false,
});
