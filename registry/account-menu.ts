import type { AccountMenuSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<AccountMenuSettingResolved>({
  kind: "account-menu",
  loadSchema: () => import("../schemas/widgets/account-menu.schema.json"),
  load: () => import("../widgets/account-menu/AccountMenu"),
  zones: ["header"],
  acceptsChildren: false,
});
