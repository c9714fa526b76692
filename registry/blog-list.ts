import type { BlogListSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<BlogListSettingResolved>({
  kind: "blog-list",
  loadSchema: () => import("../schemas/widgets/blog-list.schema.json"),
  load: () => import("../widgets/blog-list/BlogList"),
  zones: ["page"],
  acceptsChildren: false,
  needs: (setting) => ({ blogs: setting.limit }),
});
