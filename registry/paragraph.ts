import type { ParagraphSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ParagraphSetting>({
  kind: "paragraph",
  loadSchema: () => import("../schemas/widgets/paragraph.schema.json"),
  load: () => import("../widgets/paragraph/Paragraph"),
  zones: ["header", "footer", "page"],
  acceptsChildren: false,
});
