import type { DragEndEvent, DragMoveEvent, DragOverEvent, DragStartEvent, UniqueIdentifier } from "@dnd-kit/core";
import { type KeyboardEvent, useMemo, useState } from "react";
import type { EditedTrees } from "../contracts";
import { dropResult } from "./outlineDnd";
import { dropTarget, outlineRows } from "./outlineRows";

/** How far a row is indented per level (OutlineRowItem), the width a pointer drags to the side to change level. */
export const INDENT_REM = 1.25;

interface Drag {
  id: string;
  overId: string | null;
  /** The depth asked for: the row's own, changed by a drag to the side or the left and right arrow keys. */
  depth: number;
}

/**
 * A drag in the outline: the rows while it lasts (the dragged node's subtree folded into it), the place it would
 * drop at, and DndContext's handlers. Its depth follows the pointer's sideways distance in indents, or the left and
 * right arrow keys (dnd-kit's keyboard moves up and down only); the rows around the place bound it (dropTarget).
 */
export function useOutlineDrag(
  trees: EditedTrees,
  collapsed: ReadonlySet<string>,
  onMove: (trees: EditedTrees) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const rows = useMemo(
    () => outlineRows(trees, drag ? new Set([...collapsed, drag.id]) : collapsed),
    [trees, collapsed, drag?.id], // eslint-disable-line react-hooks/exhaustive-deps -- the id alone folds
  );
  const place = drag?.overId ? dropTarget(rows, drag.id, drag.overId, drag.depth) : undefined;
  const outcome = (activeId: UniqueIdentifier, overId: UniqueIdentifier) =>
    dropResult(trees, rows, activeId, overId, drag?.depth);
  const ownDepth = (id: UniqueIdentifier) => rows.find((row) => row.id === String(id))?.depth ?? 1;
  const withDepth = (depth: number) =>
    setDrag((before) => (before && before.depth !== depth ? { ...before, depth } : before));

  const handlers = {
    onDragStart: ({ active }: DragStartEvent) =>
      setDrag({ id: String(active.id), overId: String(active.id), depth: ownDepth(active.id) }),
    onDragOver: ({ over }: DragOverEvent) =>
      setDrag((before) => before && { ...before, overId: over ? String(over.id) : null }),
    onDragMove: ({ active, delta, activatorEvent }: DragMoveEvent) => {
      if (activatorEvent instanceof globalThis.KeyboardEvent) return; // the keys change depth by steps
      const indent = INDENT_REM * parseFloat(getComputedStyle(document.documentElement).fontSize);
      withDepth(ownDepth(active.id) + Math.round(delta.x / indent));
    },
    onDragCancel: () => setDrag(null),
    onDragEnd: ({ active, over }: DragEndEvent) => {
      setDrag(null);
      const result = over ? outcome(active.id, over.id) : null;
      if (result && result !== "same") onMove(result);
    },
  };

  /** During a keyboard drag, left and right take the node a level out or in from where it would drop. */
  const keyDuringDrag = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step || !drag) return;
    event.preventDefault();
    withDepth((place?.depth ?? drag.depth) + step);
  };

  return { rows, dragged: drag?.id ?? null, place, outcome, handlers, keyDuringDrag };
}
