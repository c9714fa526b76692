import type { CookieSettingsLinkSetting } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<CookieSettingsLinkSetting>({
  kind: "cookie-settings-link",
  loadSchema: () => import("../schemas/widgets/cookie-settings-link.schema.json"),
  load: () => import("../widgets/cookie-settings-link/CookieSettingsLink"),
  zones: ["footer", "page"],
  acceptsChildren: false,
});
