import { CANVAS, contrastRatio, hexOf, over, parseCssColour, requiredContrast, type Rgba } from "~/lib/contrast";

/** Text below WCAG AA found in the frame, at the node an owner would change to fix it. */
export interface ContrastFinding {
  /** The node whose element paints the background behind the text (a section's tone), else the text's own node. */
  ukey: string;
  ratio: number;
  required: number;
  /** The text colour as shown (painted over the background when translucent), and the background: `#rrggbb`. */
  foreground: string;
  background: string;
  /** The start of the text, so the owner knows which. */
  excerpt: string;
}

/** Pieces of a node's own text checked: its first few, so a long list costs what a short one does. */
const SAMPLES_PER_NODE = 4;
/** Text nodes a node's walk looks at, hidden ones included, before it gives up finding more samples. */
const TEXTS_VISITED_PER_NODE = 24;
const EXCERPT_LENGTH = 40;
/** Whose text is not shown as text: scripts, styles, SVG (drawn with fill), form controls' own rendering. */
const NOT_TEXT = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "svg", "SELECT", "TEXTAREA", "OPTION"]);

/**
 * What is behind an element: the opaque colour its own and its ancestors' backgrounds make, and the nearest
 * element that paints any of it. Null when it cannot be known from colours alone: a background image or gradient,
 * or a positioned element not yet on an opaque background (it may sit over a picture that is not its ancestor).
 */
type Backdrop = { colour: Rgba; painter: Element | null } | null;

/**
 * Checks every rendered node's own text (each element with data-ukey, up to its nested nodes) against its
 * background, yielding after each node so the caller can spread the work over idle time. Hidden text is skipped;
 * each node keeps its worst finding. Returns the findings, one per node to fix at most.
 */
export function* contrastFindings(doc: Document): Generator<void, ContrastFinding[]> {
  const worst = new Map<string, ContrastFinding>();
  const backdrops = new Map<Element, Backdrop>();
  const view = doc.defaultView;
  if (!view) return [];
  for (const node of doc.querySelectorAll<HTMLElement>("[data-ukey]")) {
    for (const element of textElementsOf(node)) {
      const finding = check(element, node, view, backdrops);
      if (!finding) continue;
      const before = worst.get(finding.ukey);
      if (!before || finding.ratio / finding.required < before.ratio / before.required)
        worst.set(finding.ukey, finding);
    }
    yield;
  }
  return [...worst.values()];
}

/** The visible elements holding a node's own text (not that of the nodes inside it), the first few. */
function textElementsOf(node: HTMLElement): HTMLElement[] {
  const doc = node.ownerDocument;
  const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(candidate) {
      if (candidate.nodeType === Node.TEXT_NODE)
        return candidate.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      const element = candidate as Element;
      const inner = element !== node && element.hasAttribute("data-ukey");
      return inner || NOT_TEXT.has(element.nodeName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
    },
  });
  const elements = new Set<HTMLElement>();
  for (let visited = 0; visited < TEXTS_VISITED_PER_NODE && elements.size < SAMPLES_PER_NODE; visited++) {
    const text = walker.nextNode();
    if (!text) break;
    const parent = text.parentElement;
    if (parent && !elements.has(parent) && isShown(parent)) elements.add(parent);
  }
  return [...elements];
}

/** Rendered, visible, not transparent, and bigger than the 1 px of text kept for screen readers only. */
function isShown(element: HTMLElement): boolean {
  if (element.checkVisibility && !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
    return false;
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

function check(
  element: HTMLElement,
  node: HTMLElement,
  view: Window,
  backdrops: Map<Element, Backdrop>,
): ContrastFinding | null {
  const style = view.getComputedStyle(element);
  const text = parseCssColour(style.color);
  const backdrop = backdropOf(element, view, backdrops);
  if (!text || !backdrop) return null;
  const required = requiredContrast(parseFloat(style.fontSize), Number(style.fontWeight) || 400);
  const ratio = contrastRatio(text, backdrop.colour);
  if (ratio >= required) return null;
  const owner = backdrop.painter?.closest<HTMLElement>("[data-ukey]") ?? node;
  const excerpt = (element.textContent ?? "").replace(/\s+/g, " ").trim();
  return {
    ukey: owner.dataset.ukey ?? "",
    ratio,
    required,
    foreground: hexOf(over(text, backdrop.colour)),
    background: hexOf(backdrop.colour),
    excerpt: excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH)}…` : excerpt,
  };
}

/** The element's backdrop (see Backdrop), from its parent's: each element's style is read once per scan. */
function backdropOf(element: Element, view: Window, backdrops: Map<Element, Backdrop>): Backdrop {
  const known = backdrops.get(element);
  if (known !== undefined) return known;
  const style = view.getComputedStyle(element);
  const own = parseCssColour(style.backgroundColor);
  let backdrop: Backdrop;
  if (!own || style.backgroundImage !== "none") backdrop = null;
  else if (own.a >= 1) backdrop = { colour: own, painter: element };
  else if (style.position === "absolute" || style.position === "fixed") backdrop = null;
  else {
    const parent = element.parentElement;
    const below = parent ? backdropOf(parent, view, backdrops) : { colour: CANVAS, painter: null };
    backdrop = below && { colour: over(own, below.colour), painter: own.a > 0 ? element : below.painter };
  }
  backdrops.set(element, backdrop);
  return backdrop;
}
