import type { SliderSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SliderSetting>({
  kind: "slider",
  version: 1,
  loadSchema: () => import("../schemas/widgets/slider.schema.json"),
  load: () => import("../widgets/slider/Slider"),
  zones: ["page"],
  acceptsChildren: false,
});
