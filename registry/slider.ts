import type { SliderSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SliderSettingResolved>({
  kind: "slider",
  loadSchema: () => import("../schemas/widgets/slider.schema.json"),
  loadMigrations: () => import("../widgets/slider/migrations"),
  load: () => import("../widgets/slider/Slider"),
  zones: ["page"],
  acceptsChildren: false,
});
