/** The attribute the hover outline hangs on (preview.css): set in the preview only. */
const HOVER_ATTRIBUTE = "data-preview-hover";

/** What a press would do in the page (follow a link, submit, press, drag, open a menu): stopped inside a node. */
const PRESS_EVENTS = ["pointerdown", "mousedown", "pointerup", "mouseup", "auxclick", "dblclick"] as const;

/** The keys that press what is focused (Enter follows a link or submits a form; Space presses a button). */
const PRESS_KEYS = new Set(["Enter", " "]);

/** Input types that press (Space presses them) rather than take typing. */
const PRESSED_INPUTS = new Set(["button", "submit", "reset", "checkbox", "radio", "image", "file", "color", "range"]);

/**
 * Whether a key types into the element rather than presses it: Space in a text field; Enter in a textarea or an
 * editable element (a new line). Enter in a text input would submit its form, so it selects.
 */
function typesIn(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const multiline = target instanceof HTMLTextAreaElement || target.isContentEditable;
  const textInput = target instanceof HTMLInputElement && !PRESSED_INPUTS.has(target.type);
  return multiline || (textInput && key === " ");
}

/** Enter or Space that would press what is focused (not typing into a field). */
function pressesKey(event: Event): boolean {
  const { key, target } = event as KeyboardEvent;
  return PRESS_KEYS.has(key) && !typesIn(target, key);
}

/** The innermost rendered node around an event's target (its element carries data-ukey), or null outside nodes. */
function nodeAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest("[data-ukey]") : null;
}

/**
 * Click to select (protocol version 2): a click or tap, or Enter or Space pressing a focused element (not typed
 * into a field: typesIn), inside a rendered
 * node selects the innermost node (`onPick` with its ukey) instead of doing what it would: the event is cancelled and
 * stopped in the capture phase at the window, before the page's and React's handlers see it, so no link is followed,
 * no form submitted, no button pressed. The node under the pointer is outlined. Returns the function that stops it.
 */
export function startClickSelect(onPick: (ukey: string) => void, win: Window = window): () => void {
  let hovered: Element | null = null;
  const hover = (node: Element | null) => {
    if (node === hovered) return;
    hovered?.removeAttribute(HOVER_ATTRIBUTE);
    node?.setAttribute(HOVER_ATTRIBUTE, "");
    hovered = node;
  };
  /** Cancels and stops an event inside a node; answers the node. */
  const stop = (event: Event): Element | null => {
    const node = nodeAt(event.target);
    if (node) {
      event.preventDefault();
      event.stopPropagation();
    }
    return node;
  };
  const pick = (event: Event) => {
    const ukey = stop(event)?.getAttribute("data-ukey");
    if (ukey) onPick(ukey);
  };
  const listeners: [string, (event: Event) => void][] = [
    ["click", pick],
    ...PRESS_EVENTS.map((type) => [type, stop] as [string, (event: Event) => void]),
    ["keydown", (event) => pressesKey(event) && pick(event)],
    ["keyup", (event) => pressesKey(event) && stop(event)],
    ["submit", stop],
    ["pointerover", (event) => hover(nodeAt(event.target))],
    ["pointerout", (event) => (event as PointerEvent).relatedTarget === null && hover(null)], // left the frame
  ];
  for (const [type, listener] of listeners) win.addEventListener(type, listener, { capture: true });
  return () => {
    for (const [type, listener] of listeners) win.removeEventListener(type, listener, { capture: true });
    hover(null);
  };
}
