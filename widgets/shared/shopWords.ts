import { createContext, useContext } from "react";

/**
 * The shop's own Thai words (base data's web.thaiWords), kept whole where its text breaks lines; provided around
 * every page and the cart drawer (src/app/root.tsx), none elsewhere (stories, tests).
 */
export const ShopWords = createContext<readonly string[]>([]);

export function useShopWords(): readonly string[] {
  return useContext(ShopWords);
}
