import { closestCenter, DndContext, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { EditedTrees, EditorLang } from "../contracts";
import { KindPicker } from "./KindPicker";
import type { NodeAction } from "./NodeMenu";
import { nodeText } from "./nodeText";
import { dropResult, outlineAnnouncements, useOutlineSensors } from "./outlineDnd";
import { OutlineRowItem } from "./OutlineRowItem";
import { type OutlineRow, outlineRows } from "./outlineRows";
import { handleTreeKey } from "./treeKeys";
import { type OutlineAction, useNodeActions } from "./useNodeActions";

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
export function Outline(props: OutlineProps) {
  const { trees, selected, problemCounts, lang, kindLabel, onSelect, onChange } = props;
  const intl = useIntl();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());

  // while a node is dragged its subtree is folded into it
  const rows = useMemo(
    () => outlineRows(trees, dragged ? new Set([...collapsed, dragged]) : collapsed),
    [trees, collapsed, dragged],
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

  const sensors = useOutlineSensors();
  const outcome = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => dropResult(trees, rows, activeId, overId);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements: outlineAnnouncements(intl, labelById, outcome),
        screenReaderInstructions: { draggable: intl.formatMessage({ id: "outline.dnd.instructions" }) },
      }}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const result = over ? outcome(active.id, over.id) : null;
        if (result && result !== "same") onChange(result, "move");
      }}
    >
      <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <div role="tree" aria-label={intl.formatMessage({ id: "outline.label" })} className="outline">
          {rows.map((row) => (
            <OutlineRowItem
              key={row.id}
              row={row}
              label={labelOf(row)}
              problems={row.node ? (problemCounts.get(row.id) ?? 0) : 0}
              selected={row.id === selected}
              focused={row === focused}
              actions={actionsOf(row)}
              setElement={(id, element) => (element ? elements.current.set(id, element) : elements.current.delete(id))}
              onClick={() => {
                setFocusedId(row.id);
                if (row.node) onSelect(row.id);
              }}
              onToggle={() => toggle(row)}
              onKeyDown={(event) => {
                if (dragged === null)
                  handleTreeKey(event, rows, row, { focus, toggle, select: () => onSelect(row.id) });
              }}
              onAction={(action) => act(row, action)}
            />
          ))}
        </div>
      </SortableContext>
      <KindPicker kinds={pickerKinds} kindLabel={kindLabel} onPick={(kind) => void pick(kind)} onClose={closePicker} />
    </DndContext>
  );
}

/** The menu of a row: a group's adds at its root; a node's adds where its kind allows, and its moves where it can. */
function actionsOf(row: OutlineRow): NodeAction[] {
  if (!row.node) return ["addChild"];
  return [
    ...(row.takesChildren ? (["addChild"] as const) : []),
    "addAfter",
    "duplicate",
    ...(row.index > 0 ? (["moveUp"] as const) : []),
    ...(row.index < row.siblingCount - 1 ? (["moveDown"] as const) : []),
    "remove",
  ];
}
