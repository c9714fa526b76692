import type { CategoryListSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CategoryListSettingResolved>({
  kind: "category-list",
  loadSchema: () => import("../schemas/widgets/category-list.schema.json"),
  load: () => import("../widgets/category-list/CategoryList"),
  zones: ["page"],
  acceptsChildren: false,
  needs: (setting) => ({ categories: true, categoryIds: setting.parentId ? [setting.parentId] : [] }),
});
