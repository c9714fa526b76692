import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { IntlShape } from "react-intl";
import type { EditedTrees } from "../contracts";
import { dropTarget, type OutlineRow } from "./outlineRows";
import { moveTo } from "./treeOps";

/**
 * A drag's outcome: the trees after the move, "same" for a drop where the node already is, null where it may not go.
 * `wantedDepth` is the depth a drag to the side asked for (dropTarget).
 */
export function dropResult(
  trees: EditedTrees,
  rows: readonly OutlineRow[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
  wantedDepth?: number,
): EditedTrees | "same" | null {
  const point = dropTarget(rows, String(activeId), String(overId), wantedDepth);
  const row = rows.find((each) => each.id === String(activeId));
  if (!point || !row) return null;
  const same = point.tree === row.tree && point.parentUkey === row.parentUkey && point.index === row.index;
  return same ? "same" : moveTo(trees, row.id, point);
}

// the same objects every render: new options would give every row new listeners, and redraw 1,000 rows per keystroke
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = {
  coordinateGetter: sortableKeyboardCoordinates,
  keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
};

/**
 * The pointer drags after 5 px (a click selects); the keyboard lifts and drops with Space only, since Enter
 * selects a row, and moves with the up and down arrow keys (left and right change the depth: see Outline).
 */
export function useOutlineSensors() {
  return useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
}

/** What screen readers hear during a drag, in the editor's language. */
export function outlineAnnouncements(
  intl: IntlShape,
  labelOf: (id: UniqueIdentifier) => string,
  outcome: (activeId: UniqueIdentifier, overId: UniqueIdentifier) => ReturnType<typeof dropResult>,
): Announcements {
  const say = (id: string, values: Record<string, string>) => intl.formatMessage({ id: `outline.dnd.${id}` }, values);
  return {
    onDragStart: ({ active }) => say("start", { item: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? say("over", { item: labelOf(active.id), target: labelOf(over.id) })
        : say("overNone", { item: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      say(over && outcome(active.id, over.id) !== null ? "dropped" : "refused", { item: labelOf(active.id) }),
    onDragCancel: ({ active }) => say("cancel", { item: labelOf(active.id) }),
  };
}
