import { reaction, runInAction } from "mobx";
import { useCallback, useEffect, useRef } from "react";
import type { EditorSession, FrameProblem } from "../draft/EditorSession";
import { type FrameEvent, FrameLink } from "./frameLink";

type SentTree = "page" | "header" | "footer";

/** How long edits gather before the frame gets them: a burst of keystrokes is one replacement. */
const SEND_DEBOUNCE_MS = 30;

/**
 * Keeps the frame showing what is edited: every change of the trees (or of the language or the historic version
 * shown) is sent after a short pause within one animation frame, only the trees that changed; a frame that loads
 * anew gets them all. The frame's reports become the session's frame problems, a click in it the selection.
 */
export function useFrameSync(session: EditorSession, shopOrigin: string): (frame: HTMLIFrameElement | null) => void {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const linkRef = useRef<FrameLink | null>(null);
  useEffect(() => {
    const sent = new Map<SentTree, unknown>();
    // each tree's latest report, and the latest contrast warnings (of everything shown)
    const problems = new Map<SentTree | "contrast", FrameProblem[]>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let frameReady = false;

    const sendChanged = () => {
      timer = null;
      if (!frameReady) return;
      requestAnimationFrame(() => {
        const trees = session.shownTrees;
        for (const tree of ["header", "page", "footer"] as const) {
          if (sent.get(tree) === trees[tree]) continue;
          sent.set(tree, trees[tree]);
          const requestId = `${tree}-${Date.now()}`;
          if (tree === "page") link.send({ type: "replace-page", pageComponent: { children: trees.page }, requestId });
          else link.send({ type: "replace-zone", zone: tree, children: trees[tree], requestId });
        }
      });
    };
    const schedule = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(sendChanged, SEND_DEBOUNCE_MS);
    };

    const onEvent = (event: FrameEvent) => {
      switch (event.type) {
        case "ready":
          frameReady = true;
          runInAction(() => (session.frameReady = true));
          sent.clear();
          schedule();
          return;
        case "report": {
          const tree = event.requestId?.split("-")[0] as SentTree | undefined;
          if (!tree) return;
          problems.set(tree, event.problems);
          runInAction(() => (session.frameProblems = [...problems.values()].flat()));
          return;
        }
        case "contrast":
          problems.set("contrast", event.problems);
          runInAction(() => (session.frameProblems = [...problems.values()].flat()));
          return;
        case "selected":
          if (event.ukey !== session.selected) session.select(event.ukey);
          return;
        case "error":
          console.warn(`[editor] the preview refused a message: ${event.message}`);
      }
    };
    const link = new FrameLink(shopOrigin, onEvent);
    link.attach(frameRef.current);
    linkRef.current = link;
    const stopTrees = reaction(() => session.shownTrees, schedule);
    const stopSelection = reaction(
      () => [session.selected, session.shownField] as const,
      ([ukey, field]) => {
        if (frameReady) link.send(ukey ? { type: "select", ukey, ...(field ? { field } : {}) } : { type: "deselect" });
      },
    );
    return () => {
      stopTrees();
      stopSelection();
      if (timer) clearTimeout(timer);
      link.close();
      linkRef.current = null;
    };
  }, [session, shopOrigin]);
  return useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
    linkRef.current?.attach(frame);
  }, []);
}
