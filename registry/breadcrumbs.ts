import type { BreadcrumbsSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<BreadcrumbsSettingResolved>({
  kind: "breadcrumbs",
  loadSchema: () => import("../schemas/widgets/breadcrumbs.schema.json"),
  load: () => import("../widgets/breadcrumbs/Breadcrumbs"),
  zones: ["page"],
  acceptsChildren: false,
});
