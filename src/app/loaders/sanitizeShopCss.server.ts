import { type CssNode, generate, ident, type List, type ListItem, parse, walk } from "css-tree";

/** The shop's CSS with everything that could run script, load from elsewhere or leave CSS taken out. */
export interface SanitizedCss {
  css: string;
  /** What was taken out, for the log: "@import", "behavior", "url(javascript:…)"… */
  removed: string[];
}

/** At-rules that only group or describe styles; any other (@import, @namespace, @document…) is removed. */
const ALLOWED_AT_RULES = new Set([
  "media",
  "supports",
  "font-face",
  "keyframes",
  "-webkit-keyframes",
  "layer",
  "container",
  "page",
  "property",
  "counter-style",
  "scope",
  "starting-style",
]);

/** Properties that bind script (old IE behaviours, Firefox XBL). */
const SCRIPT_PROPERTIES = /^(-ms-|-moz-|-webkit-)?(behavior|binding)$/;

/** Text the parser could not read as CSS that holds something a browser might load or run. */
const HOSTILE_RAW = /javascript:|vbscript:|expression\s*\(|url\s*\(|@import|[<>]/i;

/**
 * Parses the shop's CSS (css-tree) and writes it back without: at-rules other than the grouping ones (so no
 * @import of any host: the shop's own stylesheet is bundledCssUrl), rules whose selector does not parse (a
 * `</style>` and what follows), script-binding properties, expression(), url()s other than https, same-origin paths
 * and data: images, and unparsed values holding any of those. Runs on the server when a shell is prepared, never in
 * the shopper's bundle. "<" is escaped in what remains, so the text cannot end an HTML element wherever it lands.
 */
export function sanitizeShopCss(source: string): SanitizedCss {
  const removed: string[] = [];
  const ast = parse(source, { onParseError: () => {} });
  walk(ast, {
    enter(node: CssNode, item: ListItem<CssNode>, list: List<CssNode>) {
      const problem = problemOf(node);
      if (problem && list) {
        removed.push(problem);
        list.remove(item);
        return walk.skip;
      }
      // a declaration's value was checked whole by problemOf
      return node.type === "Declaration" ? walk.skip : undefined;
    },
  });
  return { css: generate(ast).replaceAll("<", "\\3c "), removed };
}

function problemOf(node: CssNode): string | null {
  switch (node.type) {
    case "Atrule":
      return ALLOWED_AT_RULES.has(node.name.toLowerCase()) ? null : `@${node.name}`;
    case "Rule":
      return node.prelude.type === "Raw" ? "a selector that does not parse" : null;
    case "Declaration": {
      const property = ident.decode(node.property).toLowerCase();
      if (SCRIPT_PROPERTIES.test(property)) return property;
      return valueProblemOf(node.value);
    }
    case "Raw":
      return "text that is not CSS";
    default:
      return null;
  }
}

/** The first hostile part of a declaration's value, or null. */
function valueProblemOf(value: CssNode): string | null {
  let problem: string | null = null;
  walk(value, (node) => {
    if (problem) return;
    if (node.type === "Function" && /expression/i.test(ident.decode(node.name))) problem = "expression()";
    else if (node.type === "Url" && !isSafeUrl(node.value)) problem = `url(${node.value.slice(0, 40)})`;
    else if (node.type === "Raw" && HOSTILE_RAW.test(unescapeCss(node.value))) problem = "an unparsed value";
  });
  return problem;
}

/** https, a path on the shop's own origin (absolute or relative) or a data: image. */
function isSafeUrl(url: string): boolean {
  const value = url.trim();
  if (/^https:\/\//i.test(value)) return true;
  if (/^data:image\/(png|jpeg|gif|webp|avif)[;,]/i.test(value)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[/\\]{2}/.test(value) && !/[\s<>]/.test(value);
}

/** CSS escapes resolved (`jav\61script` is `javascript`), comments dropped, so patterns see what browsers see. */
function unescapeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => codePointText(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, "$1");
}

/** A code point as CSS reads an escape of it: zero, surrogates and beyond Unicode read as U+FFFD. */
function codePointText(codePoint: number): string {
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return String.fromCodePoint(valid ? codePoint : 0xfffd);
}
