import type { LanguageSwitcherSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<LanguageSwitcherSettingResolved>({
  kind: "language-switcher",
  loadSchema: () => import("../schemas/widgets/language-switcher.schema.json"),
  load: () => import("../widgets/language-switcher/LanguageSwitcher"),
  zones: ["header", "footer"],
  acceptsChildren: false,
});
