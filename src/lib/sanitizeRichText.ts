import { LRUCache } from "lru-cache";
import sanitizeHtml from "sanitize-html";

/**
 * Shop-authored rich text made safe to render (sanitize-html): only formatting tags survive, no scripts,
 * styles or event handlers, and links/images only with http(s), mailto: or tel: URLs or site paths
 * (javascript:, data:, vbscript: and protocol-relative URLs are dropped).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "span",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs: omit(attribs, "target") },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", ...attribs } }),
  },
};

function omit(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

// Sanitising is the costliest step of the page pipeline and pages are rendered again and again with the same
// content: results are kept by input (the output depends on nothing else, so no shop can see another's data).
const sanitized = new LRUCache<string, string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length + 1,
});

export function sanitizeRichText(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS);
    sanitized.set(html, clean);
  }
  return clean;
}
