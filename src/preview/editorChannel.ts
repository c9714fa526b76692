import type { MessageCheck } from "./messageCheck";
import { type EditorMessage, type FrameMessageBody, PREVIEW_SOURCE } from "./protocol";
import type { PreviewProtocolVersion, PreviewSession } from "./session";

/** The frame's line to its editor: what it hears (checked) and how it answers. */
export interface EditorChannel {
  /** Posts to the editor's exact origin (never "*"): another page in the parent's place hears nothing. */
  post(body: FrameMessageBody): void;
  /** The version every later message says in its envelope (the editor's hello chose it; 1 until then). */
  speak(version: PreviewProtocolVersion): void;
  /** Stops listening. */
  close(): void;
}

/**
 * Listens for the editor's messages, failing closed (docs/preview.md): a message counts only when it comes from
 * the session's editor origin exactly and from the parent window itself (not a sibling frame, a pop-up or the
 * frame's own scripts). Anything else is dropped with a warning; a protocol message that fails its schema or has
 * a version the frame does not speak is dropped too, and the editor is told why.
 */
export function openEditorChannel(
  session: PreviewSession,
  check: MessageCheck,
  onMessage: (message: EditorMessage) => void,
  win: Window = window,
): EditorChannel {
  let version: PreviewProtocolVersion = 1;
  const post = (body: FrameMessageBody) =>
    win.parent.postMessage({ source: PREVIEW_SOURCE, version, ...body }, session.editorOrigin);
  const listener = (event: MessageEvent) => {
    if (event.origin !== session.editorOrigin || event.source !== win.parent || win.parent === win) {
      if (isProtocolMessage(event.data))
        console.warn(`[preview] message from ${event.origin || "?"} dropped: not the editor`);
      return;
    }
    const checked = check(event.data);
    if (checked === null) return; // another script's message: none of ours
    if ("refusal" in checked) {
      console.warn(`[preview] message dropped: ${checked.refusal.message}`);
      post({ type: "error", ...checked.refusal });
      return;
    }
    onMessage(checked.message);
  };
  win.addEventListener("message", listener);
  return {
    post,
    speak: (spoken) => {
      version = spoken;
    },
    close: () => win.removeEventListener("message", listener),
  };
}

function isProtocolMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { source?: unknown }).source === PREVIEW_SOURCE;
}
