import type { MemberSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<MemberSettingResolved>({
  kind: "member",
  loadSchema: () => import("../schemas/widgets/member.schema.json"),
  load: () => import("../widgets/member/Member"),
  zones: ["page"],
  acceptsChildren: false,
});
