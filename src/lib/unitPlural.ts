/** Units whose English plural is not the word with -s or -es. */
const IRREGULAR: Record<string, string> = { loaf: "loaves", leaf: "leaves", knife: "knives", half: "halves" };

/**
 * A product's unit counted `count` times: an English word (Latin letters only) gets its plural when the count is
 * not 1 ("3 pieces", "2 boxes", "2 loaves"); any other unit is left as it is (Thai has no plural: "3 ถุง"), and so
 * is an abbreviation (kg, ml: two letters or fewer, or with a dot).
 */
export function unitFor(unit: string, count: number): string {
  if (count === 1 || !/^[A-Za-z]{3,}$/.test(unit)) return unit;
  const irregular = IRREGULAR[unit.toLowerCase()];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/i.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/i.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}
