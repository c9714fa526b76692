import type {
  PreviewContrast,
  PreviewDeselect,
  PreviewError,
  PreviewHello,
  PreviewReady,
  PreviewReplaceBase,
  PreviewReplaceNode,
  PreviewReplacePage,
  PreviewReplaceZone,
  PreviewReport,
  PreviewSelect,
  PreviewSelected,
} from "~/generated/schemas";

/** Every message of the protocol says so in `source`, beside `version` and `type` (schemas/preview/). */
export const PREVIEW_SOURCE = "storefront-preview";

/** What the editor (the parent window) may send the frame. */
export type EditorMessage =
  | PreviewHello
  | PreviewReplacePage
  | PreviewReplaceZone
  | PreviewReplaceNode
  | PreviewReplaceBase
  | PreviewSelect
  | PreviewDeselect;

/** What the frame answers the editor. */
export type FrameMessage = PreviewReady | PreviewReport | PreviewContrast | PreviewSelected | PreviewError;

/** A frame message without its envelope (source and version), as the frame's code writes it. */
export type FrameMessageBody<M extends FrameMessage = FrameMessage> = M extends FrameMessage
  ? Omit<M, "source" | "version">
  : never;

/** The trees a preview can replace: the page's, and the base data's zones. */
export type PreviewTree = PreviewReport["problems"][number]["tree"];

export type PreviewProblem = PreviewReport["problems"][number];
