/**
 * Lazy mode (SPEC §4): the code of widgets the shopper cannot see yet waits until the shopper does something. It
 * starts on, and turns off on any scroll, click, touch, mouse move, key press or hash change, when the URL already
 * has a hash, or when the page is no taller than the viewport. Pure rules; src/lib/lazyModeSwitch.ts wires them to
 * the document.
 */

/** The DOM events that turn lazy mode off (listened to on window, capture phase). */
export const LAZY_MODE_OFF_EVENTS = ["scroll", "click", "touchstart", "mousemove", "keydown", "hashchange"] as const;

export interface PageAtLoad {
  /** location.hash: "" when the URL has none (a lone "#" is none too). */
  hash: string;
  /** The document's scroll height, CSS pixels. */
  pageHeight: number;
  /** The viewport's height, CSS pixels. */
  viewportHeight: number;
}

/** Whether lazy mode is on when the page loads. */
export function lazyModeStartsOn({ hash, pageHeight, viewportHeight }: PageAtLoad): boolean {
  return hash === "" && pageHeight > viewportHeight;
}

/** A box's top and bottom, relative to the viewport (getBoundingClientRect), CSS pixels. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/** Whether any of the box shows in the viewport; an empty box (nothing rendered, display: none) never does. */
export function showsInViewport({ top, bottom }: VerticalBox, viewportHeight: number): boolean {
  return bottom > top && top < viewportHeight && bottom > 0;
}

/** Top-level nodes of the page (by ukey) with every widget kind each one uses, in page order. */
export type NodeKinds = Readonly<Record<string, readonly string[]>>;

/**
 * The kinds whose code loads before hydration: while lazy mode is on, those of the nodes the shopper can see (a node
 * whose box is unknown counts as seen, never hiding a widget's code); else all of them.
 */
export function kindsToLoadFirst(
  nodeKinds: NodeKinds,
  lazyModeOn: boolean,
  isSeen: (ukey: string) => boolean,
): string[] {
  const kinds = new Set<string>();
  for (const [ukey, used] of Object.entries(nodeKinds)) {
    if (lazyModeOn && !isSeen(ukey)) continue;
    for (const kind of used) kinds.add(kind);
  }
  return [...kinds];
}
