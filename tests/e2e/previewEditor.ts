// The demo editor (server/previewDemo) as the preview specs drive it: the editor's half of the protocol.
import type { Frame, Page } from "@playwright/test";
import { expect } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The demo editor's own origin (on EDITOR_ORIGINS of playwright.config.ts): another site than the shop's. */
const EDITOR = `http://editor.localhost:${PORT}`;

export interface PageJson {
  pageComponent: { children: Node[] };
}
export interface Node {
  ukey: string;
  kind: string;
  setting?: unknown;
  children?: Node[];
}
export type FrameMessage = { type: string; [key: string]: unknown };

/** Opens the demo editor framing the demo shop's home page; resolves once the frame said `ready`. */
export async function openEditor(page: Page): Promise<{ frame: Frame; pageJson: PageJson }> {
  await page.goto(`${EDITOR}/__preview-demo`);
  // the frame is ready once it has hydrated and compiled the schemas: a cold start on a busy machine takes a while
  await expect(page.locator("body")).toHaveAttribute("data-frame-ready", "true", { timeout: 15_000 });
  const frame = page.frames().find((candidate) => candidate.url().includes("preview_token="));
  if (!frame) throw new Error("the preview frame is missing");
  return { frame, pageJson: JSON.parse(await page.locator("#page-json").inputValue()) as PageJson };
}

/** Sends a message as the editor and resolves with the frame's answer (the first that passes `answers`). */
export function send(
  page: Page,
  message: object,
  answers = ["report", "error", "selected", "ready"],
): Promise<FrameMessage> {
  return page.evaluate(
    ([message, answers]) => {
      const editor = (window as unknown as { previewEditor: PreviewEditor }).previewEditor;
      const answer = editor.next((reply) => answers.includes(reply.type));
      editor.send(message);
      return answer;
    },
    [message, answers] as const,
  );
}
interface PreviewEditor {
  send(message: object): void;
  next(test: (message: FrameMessage) => boolean): Promise<FrameMessage>;
  messages: FrameMessage[];
}

/** Every message the frame posted the editor, oldest first. */
export function editorMessages(page: Page): Promise<FrameMessage[]> {
  return page.evaluate(() => (window as unknown as { previewEditor: PreviewEditor }).previewEditor.messages);
}

/** The node of `json`'s page with this ukey (to edit it in place). */
export function nodeOf(json: PageJson, ukey: string): Node {
  const visit = (nodes: Node[]): Node | undefined => {
    for (const node of nodes) {
      const found = node.ukey === ukey ? node : visit(node.children ?? []);
      if (found) return found;
    }
  };
  const node = visit(json.pageComponent.children);
  if (!node) throw new Error(`no node ${ukey}`);
  return node;
}

/** The JSON pointer of the node of `json`'s page with this ukey, as the frame reports it. */
export function pointerOf(json: PageJson, ukey: string): string {
  const visit = (nodes: Node[], pointer: string): string | undefined => {
    for (const [index, node] of nodes.entries()) {
      const here = `${pointer}/${index}`;
      const found = node.ukey === ukey ? here : visit(node.children ?? [], `${here}/children`);
      if (found) return found;
    }
  };
  const pointer = visit(json.pageComponent.children, "/pageComponent/children");
  if (!pointer) throw new Error(`no node ${ukey}`);
  return pointer;
}
