import type { FlexiformSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<FlexiformSettingResolved>({
  kind: "flexiform",
  loadSchema: () => import("../schemas/widgets/flexiform.schema.json"),
  load: () => import("../widgets/flexiform/Flexiform"),
  zones: ["page"],
  acceptsChildren: false,
});
