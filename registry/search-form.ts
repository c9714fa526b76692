import type { SearchFormSettingResolved } from "~/generated/schemas";
import { defineWidget } from "./types";

export default defineWidget<SearchFormSettingResolved>({
  kind: "search-form",
  loadSchema: () => import("../schemas/widgets/search-form.schema.json"),
  load: () => import("../widgets/search-form/SearchForm"),
  zones: ["header", "footer", "page"],
  acceptsChildren: false,
});
