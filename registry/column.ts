import type { ColumnSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<ColumnSettingResolved>({
  kind: "column",
  loadSchema: () => import("../schemas/widgets/column.schema.json"),
  load: () => import("../widgets/column/Column"),
  zones: ["header", "footer", "page"],
  acceptsChildren: true,
});
