import type { PageHead } from "~/generated/schemas";
import type { PathLang } from "~/lib/localePath";
import { contentLangOf } from "~/lib/localePath";
import { offerPriceOf } from "~/lib/offerPrice";
import { shareMetaOf, type ShareMetaTag } from "~/lib/shareMeta";
import type { ShopShell } from "../services";
import { shareImageOf, shareLookOf } from "./shareImage.server";

/**
 * A page's share card (Open Graph and X meta tags, src/lib/shareMeta.ts): its head's title, description and image
 * with the shop's as fallback, the image made one LINE and Facebook show (shareImage.server.ts), the price of the
 * product it offers.
 */
export function shareCardOf(page: {
  head: PageHead & { ld_json: object[] };
  shell: ShopShell | null;
  lang: PathLang;
  canonical: string;
  origin: string;
}): ShareMetaTag[] {
  const { head, shell } = page;
  const base = shell?.base;
  return shareMetaOf({
    og: head.og,
    title: head.title.trim() || base?.webHead.title || "",
    description: head.description?.trim() || base?.webHead.description,
    canonical: page.canonical,
    siteName: base ? (base.web.name ?? base.webHead.title) : undefined,
    lang: contentLangOf(page.lang),
    image: base ? shareImageOf(head.og?.image, page.origin, shareLookOf(base)) : null,
    price: offerPriceOf(head.ld_json),
  });
}
