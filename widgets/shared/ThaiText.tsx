import { Fragment } from "react";
import { hasThai, wordParts } from "~/lib/thaiWords";
import { useShopWords } from "./shopWords";

/**
 * A text whose Thai lines break only between words (#10 item 9, #17 item 2): each Thai word of thaiWords stays on
 * one line (white-space: nowrap) and two Thai words side by side get a <wbr>, so the browser's dictionary cannot
 * break inside a word it does not know ("อู่|หลง", the shop's own place names). Text without Thai is rendered as it is.
 */
export function ThaiText({ text }: { text: string }) {
  const shopWords = useShopWords();
  if (!hasThai(text)) return text;
  return wordParts(text, shopWords).map((part, index) =>
    part.thai ? (
      <Fragment key={index}>
        {part.breakBefore ? <wbr /> : null}
        <span className="thai-word">{part.text}</span>
      </Fragment>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
