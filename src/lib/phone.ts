/** Thai for "extension" (02-123-4567 ต่อ 12). */
const EXTENSION = "ต่อ";
/** Thai for "until" (02-123-4567 ถึง 9, ต่อ 12 ถึง 15). */
const UNTIL = "ถึง";
/** What a shop writes between digits: spaces of any kind, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-‐-―.()]/gu;
/** An optional + and digits, then the comma-separated extension digits a dialler keys in after a pause. */
const DIALABLE = /^\+?\d+(?:,\d+)*$/;

/**
 * The dialable form of a phone number as the shop wrote it (§5): an existing tel: prefix, spaces and dashes removed,
 * the Thai words for extension and until turned into commas (a dialler's pause before keying more digits in):
 * "02-123-4567 ต่อ 12" → "021234567,12", "02-123-4567 ถึง 9" → "021234567,9". Null when what is left is not an
 * optional + and digits (with comma-separated digits after them).
 */
export function normalisePhone(written: string): string | null {
  const text = written.trim().replace(/^tel:/i, "");
  const dialable = text.replaceAll(EXTENSION, ",").replaceAll(UNTIL, ",").replace(SEPARATORS, "");
  return DIALABLE.test(dialable) ? dialable : null;
}

/** The tel: link of a phone number as the shop wrote it; null when it is not a phone number (see normalisePhone). */
export function telHref(written: string): string | null {
  const dialable = normalisePhone(written);
  return dialable ? `tel:${dialable}` : null;
}
