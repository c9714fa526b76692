import type { RowSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<RowSettingResolved>({
  kind: "row",
  loadSchema: () => import("../schemas/widgets/row.schema.json"),
  load: () => import("../widgets/row/Row"),
  zones: ["header", "footer", "page"],
  acceptsChildren: true,
});
