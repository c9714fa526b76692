import sanitizeHtml from "sanitize-html";

/** The elements of `html` by tag, and the attributes of each tag ("a href"), counted as parsed. */
function inventory(html: string): { elements: Map<string, number>; attributes: Map<string, number> } {
  const elements = new Map<string, number>();
  const attributes = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // sanitize-html's parser only: every opening tag is seen with its attributes as written, the output not used
  sanitizeHtml(html, {
    allowedTags: [],
    onOpenTag: (tag, attribs) => {
      count(elements, tag);
      for (const name of Object.keys(attribs)) count(attributes, `${tag} ${name}`);
    },
  });
  return { elements, attributes };
}

const fewer = (before: Map<string, number>, after: Map<string, number>) =>
  [...before].filter(([key, count]) => (after.get(key) ?? 0) < count).map(([key]) => key);

const list = (words: string[]) => new Intl.ListFormat("en", { type: "conjunction" }).format(words);

/**
 * What sanitising `html` into `clean` (sanitizeRichText) took out, in words: "the <script> element and the onerror
 * attribute". Told by comparing the two, so the sanitiser's rules stay in one place. Null when nothing was taken
 * out (the sanitiser may still have rewritten the markup, e.g. `<br>` as `<br />`).
 */
export function richTextRemovals(html: string, clean: string): string | null {
  const before = inventory(html);
  const after = inventory(clean);
  const elements = fewer(before.elements, after.elements);
  const attributes = [
    ...new Set(
      fewer(before.attributes, after.attributes)
        .map((key) => key.split(" "))
        .filter(([tag]) => !elements.includes(tag ?? ""))
        .map(([, name]) => name ?? ""),
    ),
  ];
  const parts = [
    ...(elements.length > 0 ? [`the ${list(elements.map((tag) => `<${tag}>`))} element${plural(elements)}`] : []),
    ...(attributes.length > 0 ? [`the ${list(attributes)} attribute${plural(attributes)}`] : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : null;
}

const plural = (items: readonly unknown[]) => (items.length > 1 ? "s" : "");
