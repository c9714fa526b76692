import type { ParagraphSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ParagraphSetting>({
  kind: "paragraph",
  version: 1,
  loadSchema: () => import("../schemas/widgets/paragraph.schema.json"),
  load: () => import("../widgets/paragraph/Paragraph"),
  zones: ["header", "footer", "page"],
  acceptsChildren: false,
});
