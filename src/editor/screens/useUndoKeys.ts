import { useEffect } from "react";
import type { EditorSession } from "../draft/EditorSession";

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redoes, every edit of the page, outline and forms alike; the rich
 * text editor keeps its own history while it has the focus.
 */
export function useUndoKeys(session: EditorSession): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      const key = event.key.toLowerCase();
      const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
      if (key !== "z" && !redo) return;
      event.preventDefault();
      if (redo) session.redo();
      else session.undo();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [session]);
}
