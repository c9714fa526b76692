import type { SearchResultsSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SearchResultsSettingResolved>({
  kind: "search-results",
  loadSchema: () => import("../schemas/widgets/search-results.schema.json"),
  load: () => import("../widgets/search-results/SearchResults"),
  zones: ["page"],
  acceptsChildren: false,
});
