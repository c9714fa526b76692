import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useLang } from "~/i18n/useLang";
import { localizeRichText } from "~/lib/localizeRichText";
import { markLinkBlocks } from "~/lib/richTextLinkBlocks";
import { thaiWordsHtml } from "~/lib/thaiWordsHtml";
import { useShopWords } from "./shopWords";

/** Site links inside rich text navigate client-side, like every other internal link. */
function useRichTextNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: href.includes("#") }); // hash targets: see ScrollManager
  };
}

export interface RichTextProps {
  /**
   * Sanitised HTML only: widget settings are sanitised by the renderer's pipeline (schema keyword
   * x-sanitize: "html"), catalogue texts (product details, blog content) by the shop API.
   */
  html: string;
  className?: string;
}

/**
 * Sanitised rich text whose site links get the page language's prefix and navigate client-side, a link standing alone
 * in its paragraph a full-size tap target, and whose Thai lines break only between words.
 */
export function RichText({ html, className }: RichTextProps) {
  const lang = useLang();
  const shopWords = useShopWords();
  const onClick = useRichTextNavigation();
  return (
    // only intercepts clicks on the links inside, which stay keyboard-usable anchors
    <div
      className={className ? `${className} rich-text` : "rich-text"}
      onClick={onClick}
      // `html` is sanitised before it reaches the widget (see RichTextProps.html); never pass raw user input here.
      dangerouslySetInnerHTML={{ __html: thaiWordsHtml(markLinkBlocks(localizeRichText(html, lang)), shopWords) }}
    />
  );
}
