import type { BlogDetailSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<BlogDetailSettingResolved>({
  kind: "blog-detail",
  loadSchema: () => import("../schemas/widgets/blog-detail.schema.json"),
  load: () => import("../widgets/blog-detail/BlogDetail"),
  zones: ["page"],
  acceptsChildren: false,
});
