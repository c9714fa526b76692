import { Fragment } from "react";
import { hasThai, thaiWords } from "~/lib/thaiWords";

/**
 * A name whose Thai lines break only between words (#10 item 9): each Thai word of thaiWords stays on one line
 * (white-space: nowrap) and two Thai words side by side get a <wbr>, so the browser's dictionary cannot break inside
 * a word it does not know ("อู่|หลง"). Text without Thai is rendered as it is.
 */
export function ThaiText({ text }: { text: string }) {
  if (!hasThai(text)) return text;
  const words = thaiWords(text);
  return words.map((word, index) => {
    if (!hasThai(word)) return <Fragment key={index}>{word}</Fragment>;
    const before = words[index - 1];
    const afterThai = before !== undefined && hasThai(before);
    return (
      <Fragment key={index}>
        {afterThai ? <wbr /> : null}
        <span className="thai-word">{word}</span>
      </Fragment>
    );
  });
}
