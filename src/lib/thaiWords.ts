/**
 * Thai words that ICU's Thai dictionary (the one Chromium breaks lines with, and Intl.Segmenter) lacks, so it
 * splits them mid-word or mid-syllable ("จิ|นเซวียน", "อู่|หลง", "งา|นคร|าฟต์"): loanwords, place names
 * and terms of the tea and coffee trade. Add a word here when a name breaks inside it.
 */
const WORDS_ICU_SPLITS = [
  "อู่หลง",
  "จินเซวียน",
  "คราฟต์",
  "อัสสัม",
  "ออร์แกนิก",
  "ตะไคร้",
  "ดริปเปอร์",
  "ดริป",
  "ฮันนี่",
  "โพรเซส",
  "เนเชอรัล",
  "เอสเปรสโซ",
  "เบลนด์",
  "เซลาดอน",
  "เซรามิก",
  "เจียวกู่หลาน",
];

const THAI = /[\u0E00-\u0E7F]/;
const segmenter = new Intl.Segmenter("th", { granularity: "word" });
/** Texts already cut, per word list (a shop's names, rendered again and again): segmenting costs ~13 µs a name. */
const KNOWN_TEXTS = 5000;
/** Word lists remembered (one a shop; a process serving more shops cuts again, as at its start). */
const KNOWN_LISTS = 64;

interface Cutter {
  /** The words kept whole, longest first ("ดริปเปอร์" wins over "ดริป"). */
  whole: RegExp;
  known: Map<string, string[]>;
}
const cutters = new Map<string, Cutter>();

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function cutterFor(shopWords: readonly string[]): Cutter {
  const key = shopWords.join("\n");
  let cutter = cutters.get(key);
  if (!cutter) {
    const words = [...new Set([...WORDS_ICU_SPLITS, ...shopWords.filter(hasThai)])].sort((a, b) => b.length - a.length);
    cutter = { whole: new RegExp(`(${words.map(escapeRegExp).join("|")})`), known: new Map() };
    if (cutters.size >= KNOWN_LISTS) cutters.clear();
    cutters.set(key, cutter);
  }
  return cutter;
}

/**
 * The text cut into its words, for a line breaker that may break only between them: Intl.Segmenter's words, except
 * that the words it splits (WORDS_ICU_SPLITS, and the shop's own `shopWords`: its place and product names) stay
 * whole. The parts join back to the text; do not change them.
 */
export function thaiWords(text: string, shopWords: readonly string[] = []): string[] {
  if (!hasThai(text)) return [text];
  const { whole, known } = cutterFor(shopWords);
  let words = known.get(text);
  if (!words) {
    words = text
      .split(whole)
      .flatMap((piece, index) =>
        index % 2 === 1 ? [piece] : Array.from(segmenter.segment(piece), (segment) => segment.segment),
      );
    if (known.size >= KNOWN_TEXTS) known.clear();
    known.set(text, words);
  }
  return words;
}

/** A part of a text cut by thaiWords: a Thai word is kept on one line, with a break allowed before it after Thai. */
export interface WordPart {
  text: string;
  thai: boolean;
  breakBefore: boolean;
}

/** The text's parts as ThaiText and thaiWordsHtml lay them out. */
export function wordParts(text: string, shopWords: readonly string[] = []): WordPart[] {
  const words = thaiWords(text, shopWords);
  return words.map((word, index) => {
    const thai = hasThai(word);
    const before = words[index - 1];
    return { text: word, thai, breakBefore: thai && before !== undefined && hasThai(before) };
  });
}

/** Whether the text has a Thai letter. */
export function hasThai(text: string): boolean {
  return THAI.test(text);
}
