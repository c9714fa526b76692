import type { RowSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<RowSetting>({
  kind: "row",
  loadSchema: () => import("../schemas/widgets/row.schema.json"),
  load: () => import("../widgets/row/Row"),
  zones: ["header", "footer", "page"],
  acceptsChildren: true,
});
