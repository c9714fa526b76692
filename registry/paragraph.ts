import type { ParagraphSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ParagraphSettingResolved>({
  kind: "paragraph",
  loadSchema: () => import("../schemas/widgets/paragraph.schema.json"),
  load: () => import("../widgets/paragraph/Paragraph"),
  zones: ["header", "footer", "page"],
  acceptsChildren: false,
});
