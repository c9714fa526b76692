import type { DemoSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<DemoSettingResolved>({
  kind: "demo",
  loadSchema: () => import("../schemas/widgets/demo.schema.json"),
  load: () => import("../widgets/demo/Demo"),
  zones: ["page"],
  acceptsChildren: false,
});
