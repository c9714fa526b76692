import type { CookieSettingsLinkSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CookieSettingsLinkSettingResolved>({
  kind: "cookie-settings-link",
  loadSchema: () => import("../schemas/widgets/cookie-settings-link.schema.json"),
  load: () => import("../widgets/cookie-settings-link/CookieSettingsLink"),
  zones: ["footer", "page"],
  acceptsChildren: false,
});
