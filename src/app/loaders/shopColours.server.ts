import type { BaseData } from "~/generated/schemas";
import { type ShopColours, shopColoursOf } from "~/lib/shopColours";
import root from "~/styles/base.css?raw";
import themes from "~/styles/themes.css?raw";

/** The shop's colours (src/lib/shopColours.ts) from its choices and the theme stylesheets' tokens. */
export function shopColoursFor(base: Pick<BaseData, "webHead" | "globalConfig" | "themeKey">): ShopColours {
  return shopColoursOf(base, { root, themes });
}
