import { observer } from "mobx-react-lite";
import { useCallback, useDeferredValue, useMemo } from "react";
import type { EditorSession } from "../draft/EditorSession";
import { useEditorLang } from "../i18n/EditorIntl";
import { Outline } from "../tree/Outline";

/**
 * The outline of the session's trees, drawn apart from the rest of the screen: it follows an edit at low priority
 * (the frame gets a keystroke first; on a 1,000-node page the outline takes longer than the frame) and redraws only
 * when the trees, the selection or the problems change.
 */
export const SessionOutline = observer(function SessionOutline({
  session,
  kindLabel,
}: {
  session: EditorSession;
  kindLabel(kind: string): string;
}) {
  const { lang } = useEditorLang();
  const trees = useDeferredValue(session.trees);
  const { frameProblems, serverProblems } = session;
  const problemCounts = useMemo(
    () => countByNode([...frameProblems, ...serverProblems]),
    [frameProblems, serverProblems],
  );
  const onSelect = useCallback((ukey: string | null) => session.select(ukey), [session]);
  const onChange = useCallback((edited: typeof trees) => session.setTrees(edited), [session]);
  return <Outline {...{ trees, lang, kindLabel, onSelect, onChange, problemCounts }} selected={session.selected} />;
});

function countByNode(problems: readonly { ukey?: string | null }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) {
    if (problem.ukey) counts.set(problem.ukey, (counts.get(problem.ukey) ?? 0) + 1);
  }
  return counts;
}
