import type { RecentlyViewedSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<RecentlyViewedSettingResolved>({
  kind: "recently-viewed",
  loadSchema: () => import("../schemas/widgets/recently-viewed.schema.json"),
  load: () => import("../widgets/recently-viewed/RecentlyViewed"),
  zones: ["page"],
  acceptsChildren: false,
});
