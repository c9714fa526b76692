import type { PreviewProblem } from "~/preview/protocol";

/** Marks the preview protocol's messages (src/preview/protocol.ts). */
const PREVIEW_SOURCE = "storefront-preview";
/** The protocol version the editor speaks: 2 adds click-to-select, `select.field` and problem severities. */
const EDITOR_PROTOCOL_VERSION = 2;

/** A frame message the editor acts on, checked only as far as it reads it. */
export type FrameEvent =
  | { type: "ready"; path: string }
  | { type: "report"; problems: PreviewProblem[]; nodes: number; requestId?: string }
  | { type: "contrast"; problems: PreviewProblem[] }
  | { type: "selected"; ukey: string | null; pointer: string | null }
  | { type: "error"; code: string; message: string; requestId?: string };

/**
 * The editor's end of the live preview: it posts to the shop's origin only, hears only that origin's frame, and
 * greets every page the frame loads (its first `ready`) with its version; the frame's answer, a version-2 `ready`,
 * is the editor's cue to send what is edited.
 */
export class FrameLink {
  private frame: HTMLIFrameElement | null = null;

  constructor(
    private readonly shopOrigin: string,
    private readonly onEvent: (event: FrameEvent) => void,
  ) {
    window.addEventListener("message", this.listener);
  }

  attach(frame: HTMLIFrameElement | null): void {
    this.frame = frame;
  }

  send(message: { type: string; [field: string]: unknown }): void {
    this.frame?.contentWindow?.postMessage(
      { source: PREVIEW_SOURCE, version: EDITOR_PROTOCOL_VERSION, ...message },
      this.shopOrigin,
    );
  }

  close(): void {
    window.removeEventListener("message", this.listener);
  }

  private readonly listener = (event: MessageEvent) => {
    if (event.origin !== this.shopOrigin || !this.frame || event.source !== this.frame.contentWindow) return;
    const data = event.data as { source?: unknown; version?: unknown; type?: unknown } | null;
    if (!data || data.source !== PREVIEW_SOURCE || typeof data.type !== "string") return;
    // a page the frame loaded speaks version 1 until greeted: the editor's hello makes it answer `ready` in 2
    if (data.type === "ready" && data.version !== EDITOR_PROTOCOL_VERSION) return this.send({ type: "hello" });
    this.onEvent(data as FrameEvent);
  };
}
