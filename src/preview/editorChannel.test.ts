// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openEditorChannel } from "./editorChannel";
import { createMessageCheck, type MessageCheck } from "./messageCheck";
import type { EditorMessage } from "./protocol";

const EDITOR = "https://editor.example";
const session = { editorOrigin: EDITOR, expiresAt: 2_000_000_000 };
const hello = { source: "storefront-preview", version: 1, type: "hello" };

let check: MessageCheck;
beforeAll(() => {
  check = createMessageCheck();
});

/** A frame (its window's parent is the test's window) listening as the preview runtime does. */
function framed() {
  const iframe = document.createElement("iframe");
  document.body.append(iframe);
  const frameWindow = iframe.contentWindow as Window & typeof globalThis;
  const heard: EditorMessage[] = [];
  const parent = frameWindow.parent; // jsdom: the test's window, through another proxy than `window`
  const posted = vi.spyOn(parent, "postMessage").mockImplementation(() => {});
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const channel = openEditorChannel(session, check, (message) => heard.push(message), frameWindow);
  const deliver = (data: unknown, origin = EDITOR, source: MessageEventSource | null = parent) =>
    frameWindow.dispatchEvent(new frameWindow.MessageEvent("message", { data, origin, source }));
  return { frameWindow, heard, posted, warned, channel, deliver };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the editor channel (fails closed)", () => {
  it("hears a valid message from the parent at the editor origin, and answers that origin only", () => {
    const { heard, posted, channel, deliver } = framed();
    deliver(hello);
    expect(heard).toEqual([hello]);
    channel.post({ type: "ready", path: "/" });
    expect(posted).toHaveBeenCalledWith({ source: "storefront-preview", version: 1, type: "ready", path: "/" }, EDITOR);
  });

  it("hears versions 1 and 2, and answers in the version it was told to speak", () => {
    const { heard, posted, channel, deliver } = framed();
    deliver({ ...hello, version: 2 });
    deliver({ ...hello, version: 2, type: "select", ukey: "a", field: "/sliders/2/title" });
    deliver({ ...hello, type: "select", ukey: "a", field: "/sliders/2/title" }); // a version-1 select has no field
    expect(heard).toEqual([
      { ...hello, version: 2 },
      { ...hello, version: 2, type: "select", ukey: "a", field: "/sliders/2/title" },
    ]);
    channel.speak(2);
    channel.post({ type: "ready", path: "/" });
    expect(posted.mock.calls.map(([message]) => message)).toEqual([
      expect.objectContaining({
        version: 1,
        type: "error",
        code: "malformed",
        message: expect.stringContaining("field"),
      }),
      { source: "storefront-preview", version: 2, type: "ready", path: "/" },
    ]);
  });

  it("drops a message from another origin, even one only a port or scheme away, with a warning", () => {
    const { heard, posted, warned, deliver } = framed();
    for (const origin of ["https://evil.example", "http://editor.example", "https://editor.example:444", ""]) {
      deliver(hello, origin);
    }
    expect(heard).toEqual([]);
    expect(posted).not.toHaveBeenCalled();
    expect(warned).toHaveBeenCalledTimes(4);
  });

  it("drops a message from the editor origin that another window sent (a sibling frame, the frame itself)", () => {
    const { frameWindow, heard, deliver } = framed();
    const sibling = document.createElement("iframe");
    document.body.append(sibling);
    deliver(hello, EDITOR, sibling.contentWindow);
    deliver(hello, EDITOR, frameWindow);
    deliver(hello, EDITOR, null);
    expect(heard).toEqual([]);
  });

  it("ignores other scripts' messages, and refuses malformed or other-version ones with an error answer", () => {
    const { heard, posted, warned, deliver } = framed();
    deliver("hello");
    deliver({ type: "hello" });
    deliver(null);
    expect(posted).not.toHaveBeenCalled();
    deliver({ ...hello, version: 3 });
    deliver({ ...hello, type: "launch" });
    deliver({ ...hello, type: "replace-page", pageComponent: { children: "nope" } });
    deliver({ ...hello, type: "select", ukey: "a", pointer: "/x" });
    deliver({ ...hello, extra: true });
    expect(heard).toEqual([]);
    const answers = posted.mock.calls.map(([message, origin]) => ({ ...(message as object), origin }));
    expect(answers).toEqual([
      expect.objectContaining({ type: "error", code: "unsupported-version", origin: EDITOR }),
      expect.objectContaining({ type: "error", code: "malformed", message: 'unknown message type "launch"' }),
      expect.objectContaining({ code: "malformed", message: expect.stringContaining("/pageComponent/children") }),
      expect.objectContaining({ code: "malformed" }),
      expect.objectContaining({ code: "malformed", message: expect.stringContaining("/extra") }),
    ]);
    expect(warned).toHaveBeenCalledTimes(5);
  });

  it("hears nothing once closed, and nothing at all when not framed", () => {
    const { heard, channel, deliver } = framed();
    channel.close();
    deliver(hello);
    const top = openEditorChannel(session, check, (message) => heard.push(message), window);
    window.dispatchEvent(new MessageEvent("message", { data: hello, origin: EDITOR, source: window.parent }));
    top.close();
    expect(heard).toEqual([]);
  });
});
