import type { SectionSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SectionSettingResolved>({
  kind: "section",
  loadSchema: () => import("../schemas/widgets/section.schema.json"),
  load: () => import("../widgets/section/Section"),
  zones: ["header", "footer", "page"],
  acceptsChildren: true,
});
