import { closestCenter, DndContext, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { memo, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { EditedTrees, EditorLang } from "../contracts";
import { KindPicker } from "./KindPicker";
import { nodeText } from "./nodeText";
import { outlineAnnouncements, useOutlineSensors } from "./outlineDnd";
import { OutlineRowItem, useRowEvents } from "./OutlineRowItem";
import { groupId, type OutlineRow } from "./outlineRows";
import { handleTreeKey } from "./treeKeys";
import { type OutlineAction, useNodeActions } from "./useNodeActions";
import { useOutlineDrag } from "./useOutlineDrag";

export type { OutlineAction };

export interface OutlineProps {
  trees: EditedTrees;
  selected: string | null;
  /** Problems by ukey, shown as a badge on the node's row. */
  problemCounts: ReadonlyMap<string, number>;
  lang: EditorLang;
  kindLabel(kind: string): string;
  onSelect(ukey: string | null): void;
  onChange(trees: EditedTrees, action: OutlineAction): void;
}

/** The header, page and footer trees as one accessible tree: select, add, duplicate, remove and move nodes. */
export const Outline = memo(function Outline(props: OutlineProps) {
  const { trees, selected, problemCounts, lang, kindLabel, onSelect, onChange } = props;
  const intl = useIntl();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const { rows, dragged, place, outcome, handlers, keyDuringDrag } = useOutlineDrag(trees, collapsed, (moved) =>
    onChange(moved, "move"),
  );
  const focused = rows.find((row) => row.id === focusedId) ?? rows.find((row) => row.id === selected) ?? rows[0];
  const labelOf = (row: OutlineRow) =>
    row.node
      ? [kindLabel(row.node.kind), nodeText(row.node, lang)].filter(Boolean).join(" – ")
      : intl.formatMessage({ id: `outline.tree.${row.tree}` });
  const labelById = (id: UniqueIdentifier) => {
    const row = rows.find((each) => each.id === String(id));
    return row ? labelOf(row) : String(id);
  };

  const focus = (row: OutlineRow) => {
    setFocusedId(row.id);
    elements.current.get(row.id)?.focus();
  };
  const toggle = (row: OutlineRow) =>
    setCollapsed((before) => {
      const after = new Set(before);
      if (!after.delete(row.id)) after.add(row.id);
      return after;
    });

  const { act, pickerKinds, pick, closePicker } = useNodeActions({
    ...{ trees, rows, selected, onSelect, onChange, focus },
    expand: (ukey) => setCollapsed((before) => new Set([...before].filter((id) => id !== ukey))),
  });

  const events = useRowEvents({
    setElement: (id, element) => (element ? elements.current.set(id, element) : elements.current.delete(id)),
    click: (row) => {
      setFocusedId(row.id);
      if (row.node) onSelect(row.id);
    },
    toggle,
    keyDown: (row, event) => {
      if (dragged !== null) keyDuringDrag(event);
      else handleTreeKey(event, rows, row, { focus, toggle, select: () => onSelect(row.id) });
    },
    act,
  });
  const idsKey = rows.map((row) => row.id).join("\n");
  const ids = useMemo(() => idsKey.split("\n"), [idsKey]);

  const sensors = useOutlineSensors();
  // where a drag would drop, read out as it changes (a sideways step is no move dnd-kit announces)
  const placeParent = place && rows.find((row) => row.id === (place.parentUkey ?? groupId(place.tree)));
  const placeText =
    dragged && place && placeParent
      ? intl.formatMessage(
          { id: "outline.dnd.place" },
          { item: labelById(dragged), parent: labelOf(placeParent), position: place.index + 1 },
        )
      : "";
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: outlineAnnouncements(intl, labelById, outcome),
        screenReaderInstructions: { draggable: intl.formatMessage({ id: "outline.dnd.instructions" }) },
      }}
      {...handlers}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div role="tree" aria-label={intl.formatMessage({ id: "outline.label" })} className="outline">
          {rows.map((row) => (
            <OutlineRowItem
              key={row.id}
              row={row}
              label={labelOf(row)}
              problems={row.node ? (problemCounts.get(row.id) ?? 0) : 0}
              selected={row.id === selected}
              focused={row.id === focused?.id}
              shownDepth={row.id === dragged && place ? place.depth : row.depth}
              events={events}
            />
          ))}
        </div>
      </SortableContext>
      <p role="status" className="outline-place">
        {placeText}
      </p>
      <KindPicker kinds={pickerKinds} kindLabel={kindLabel} onPick={(kind) => void pick(kind)} onClose={closePicker} />
    </DndContext>
  );
});
