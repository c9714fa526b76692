import { useLocation } from "react-router";
import { type PathLang, resolveLocalePath } from "~/lib/localePath";

/** The language of the current URL (§2): th without prefix, /en, /cn. */
export function useLang(): PathLang {
  return resolveLocalePath(useLocation().pathname).lang;
}
