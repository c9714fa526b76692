/**
 * Thai words that ICU's Thai dictionary (the one Chromium breaks lines with, and Intl.Segmenter) lacks, so it
 * splits them mid-word or mid-syllable ("จิ|นเซวียน", "อู่|หลง", "งา|นคร|าฟต์"): loanwords, place names
 * and terms of the tea and coffee trade. Add a word here when a name breaks inside it.
 */
const WORDS_ICU_SPLITS = [
  "อู่หลง",
  "จินเซวียน",
  "แม่สลอง",
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
  "ไก๋หว่าน",
  "วาวี",
  "ผาฮี้",
  "แม่กำปอง",
  "เจียวกู่หลาน",
];

// Longest first, so "ดริปเปอร์" wins over "ดริป".
const SPLIT_WORDS = new RegExp(`(${[...WORDS_ICU_SPLITS].sort((a, b) => b.length - a.length).join("|")})`);
const THAI = /[\u0E00-\u0E7F]/;
const segmenter = new Intl.Segmenter("th", { granularity: "word" });
/** Texts already cut (a shop's names, rendered again and again): segmenting costs ~13 µs a name, a lookup ~0. */
const known = new Map<string, string[]>();
const KNOWN_TEXTS = 5000;

/**
 * The text cut into its words, for a line breaker that may break only between them: Intl.Segmenter's words, except
 * that the words it splits (WORDS_ICU_SPLITS) stay whole. The parts join back to the text; do not change them.
 */
export function thaiWords(text: string): string[] {
  if (!hasThai(text)) return [text];
  let words = known.get(text);
  if (!words) {
    words = text
      .split(SPLIT_WORDS)
      .flatMap((piece, index) =>
        index % 2 === 1 ? [piece] : Array.from(segmenter.segment(piece), (segment) => segment.segment),
      );
    if (known.size >= KNOWN_TEXTS) known.clear();
    known.set(text, words);
  }
  return words;
}

/** Whether the text has a Thai letter. */
export function hasThai(text: string): boolean {
  return THAI.test(text);
}
