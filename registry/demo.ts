import type { DemoSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<DemoSetting>({
  kind: "demo",
  loadSchema: () => import("../schemas/widgets/demo.schema.json"),
  load: () => import("../widgets/demo/Demo"),
  zones: ["page"],
  acceptsChildren: false,
});
