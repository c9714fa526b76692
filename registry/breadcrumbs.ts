import type { BreadcrumbsSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<BreadcrumbsSetting>({
  kind: "breadcrumbs",
  loadSchema: () => import("../schemas/widgets/breadcrumbs.schema.json"),
  load: () => import("../widgets/breadcrumbs/Breadcrumbs"),
  zones: ["page"],
  acceptsChildren: false,
});
