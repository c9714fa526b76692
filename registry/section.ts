import type { SectionSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SectionSetting>({
  kind: "section",
  loadSchema: () => import("../schemas/widgets/section.schema.json"),
  load: () => import("../widgets/section/Section"),
  zones: ["header", "footer", "page"],
  acceptsChildren: true,
});
