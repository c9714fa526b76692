/** Thai for "extension" (02-123-4567 ต่อ 12). */
const EXTENSION = "ต่อ";
/** Thai for "until": a range of lines or extensions (02-123-4567 ถึง 9, ต่อ 12 ถึง 15). */
const UNTIL = "ถึง";
/** What a shop writes between digits: spaces of any kind, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-‐-―.()]/gu;
/** An optional + and digits, then the comma-separated extension digits a dialler keys in after a pause. */
const DIALABLE = /^\+?\d+(?:,\d+)*$/;

/**
 * The dialable form of a phone number as the shop wrote it (§5): an existing tel: prefix, spaces and dashes removed,
 * the Thai word for extension turned into a comma (a dialler's pause before keying the extension in):
 * "02-123-4567 ต่อ 12" → "021234567,12". The word for until marks a range, "02-123-4567 ถึง 9" (lines 4567 to 4569)
 * or "ต่อ 12 ถึง 15" (extensions 12 to 15): §5 turns it into a comma too, but a dialler would then key the range's
 * end into the line after a pause, choosing a menu option the shopper never meant, so the range's first number is
 * dialled and its end is dropped. Null when what is left is not an optional + and digits (with extensions).
 */
export function normalisePhone(written: string): string | null {
  const text = written.trim().replace(/^tel:/i, "");
  const firstOfRange = text.split(UNTIL)[0] ?? "";
  const dialable = firstOfRange.replaceAll(EXTENSION, ",").replace(SEPARATORS, "");
  return DIALABLE.test(dialable) ? dialable : null;
}

/** The tel: link of a phone number as the shop wrote it; null when it is not a phone number (see normalisePhone). */
export function telHref(written: string): string | null {
  const dialable = normalisePhone(written);
  return dialable ? `tel:${dialable}` : null;
}
