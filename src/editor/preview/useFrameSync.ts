import { compareStructural, reaction, runInAction } from "mobx";
import { useCallback, useEffect, useRef } from "react";
import type { PageNode } from "../contracts";
import type { EditorSession, FrameProblem } from "../draft/EditorSession";
import { type FrameEvent, FrameLink } from "./frameLink";
import { FrameSendGate } from "./frameSendGate";
import { singleNodeEdit } from "./singleNodeEdit";

type SentTree = "page" | "header" | "footer";

/**
 * Keeps the frame showing what is edited: every change of the trees (or of the language or the historic version
 * shown) is sent as soon as the frame has answered the last (FrameSendGate), only the trees that changed; a frame
 * that loads anew gets them all. The frame's reports become the session's frame problems, a click in it the selection.
 */
export function useFrameSync(session: EditorSession, shopOrigin: string): (frame: HTMLIFrameElement | null) => void {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const linkRef = useRef<FrameLink | null>(null);
  useEffect(() => {
    const sent = new Map<SentTree, PageNode[]>(); // each tree as the frame has it
    // each tree's latest report, and the latest contrast warnings (of everything shown)
    const problems = new Map<SentTree | "contrast", FrameProblem[]>();
    let frameReady = false;
    let requests = 0;

    const sendChanged = () => {
      if (!frameReady) return [];
      const trees = session.shownTrees;
      const requestIds: string[] = [];
      for (const tree of ["header", "page", "footer"] as const) {
        const before = sent.get(tree);
        if (before === trees[tree]) continue;
        sent.set(tree, trees[tree]);
        const requestId = `${tree}-${++requests}`;
        requestIds.push(requestId);
        const edit = before && singleNodeEdit(before, trees[tree]); // typing: one node, not the whole tree
        if (edit) link.send({ type: "replace-node", tree, ...edit, requestId });
        else if (tree === "page")
          link.send({ type: "replace-page", pageComponent: { children: trees.page }, requestId });
        else link.send({ type: "replace-zone", zone: tree, children: trees[tree], requestId });
      }
      return requestIds;
    };
    const gate = new FrameSendGate(sendChanged);
    // a report like the last (every keystroke's, mostly) changes nothing the owner sees: nothing is drawn again
    const showProblems = () => {
      const shown = [...problems.values()].flat();
      if (!compareStructural(session.frameProblems, shown)) runInAction(() => (session.frameProblems = shown));
    };

    const onEvent = (event: FrameEvent) => {
      switch (event.type) {
        case "ready":
          frameReady = true;
          runInAction(() => (session.frameReady = true));
          sent.clear();
          gate.reset();
          gate.changed();
          return;
        case "report": {
          if (!event.requestId) return;
          gate.answered(event.requestId);
          const tree = event.requestId.split("-")[0] as SentTree;
          problems.set(tree, event.problems);
          showProblems();
          return;
        }
        case "contrast":
          problems.set("contrast", event.problems);
          showProblems();
          return;
        case "selected":
          if (event.ukey !== session.selected) session.select(event.ukey);
          return;
        case "error":
          if (event.requestId) {
            // a refused replacement: the frame's tree is no longer known, so it gets the next whole
            sent.clear();
            gate.answered(event.requestId);
            gate.changed();
          }
          console.warn(`[editor] the preview refused a message: ${event.message}`);
      }
    };
    const link = new FrameLink(shopOrigin, onEvent);
    link.attach(frameRef.current);
    linkRef.current = link;
    const stopTrees = reaction(
      () => session.shownTrees,
      () => gate.changed(),
    );
    const stopSelection = reaction(
      () => [session.selected, session.shownField] as const,
      ([ukey, field]) => {
        if (frameReady) link.send(ukey ? { type: "select", ukey, ...(field ? { field } : {}) } : { type: "deselect" });
      },
    );
    return () => {
      stopTrees();
      stopSelection();
      gate.close();
      link.close();
      linkRef.current = null;
    };
  }, [session, shopOrigin]);
  return useCallback((frame: HTMLIFrameElement | null) => {
    frameRef.current = frame;
    linkRef.current?.attach(frame);
  }, []);
}
