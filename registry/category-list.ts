import type { CategoryListSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CategoryListSetting>({
  kind: "category-list",
  loadSchema: () => import("../schemas/widgets/category-list.schema.json"),
  load: () => import("../widgets/category-list/CategoryList"),
  zones: ["page"],
  acceptsChildren: false,
  needs: () => ({ categories: true }),
});
