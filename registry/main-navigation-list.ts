import type { MainNavigationListSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<MainNavigationListSettingResolved>({
  kind: "main-navigation-list",
  loadSchema: () => import("../schemas/widgets/main-navigation-list.schema.json"),
  load: () => import("../widgets/main-navigation-list/MainNavigationList"),
  zones: ["header", "footer"],
  acceptsChildren: false,
});
