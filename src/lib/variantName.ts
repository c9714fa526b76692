/**
 * A product's name with the chosen variant's label, as titles, cart lines and messages show it: "Wild Assam black
 * tea (80 g)". A name that already ends in brackets gets the label after a dash instead, never brackets inside
 * brackets: "Oolong No. 12 (Jin Xuan) – 50 g".
 */
export function variantName(name: string, label: string | null | undefined): string {
  if (!label) return name;
  return /\)\s*$/.test(name) ? `${name} – ${label}` : `${name} (${label})`;
}
