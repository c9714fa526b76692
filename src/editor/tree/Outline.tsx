import { closestCenter, DndContext, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { EditedTrees, EditorLang } from "../contracts";
import { KindPicker } from "./KindPicker";
import type { NodeAction } from "./NodeMenu";
import { newNode } from "./newNode";
import { nodeText } from "./nodeText";
import { dropResult, outlineAnnouncements, useOutlineSensors } from "./outlineDnd";
import { OutlineRowItem } from "./OutlineRowItem";
import { type OutlineRow, outlineRows } from "./outlineRows";
import { allowedKinds, type InsertionPoint } from "./placementRules";
import { handleTreeKey } from "./treeKeys";
import { duplicateNode, insertNode, moveDown, moveUp, removeNode } from "./treeOps";
import { findNode, subtreeNodes } from "./findNode";

/** What an edit of the outline did, for the caller's undo history. */
export type OutlineAction = "add" | "duplicate" | "remove" | "move";

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
  const [picker, setPicker] = useState<{ point: InsertionPoint; kinds: string[] } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const latestTrees = useRef(trees); // a node added after its schema loads goes into the trees of that moment
  useEffect(() => {
    latestTrees.current = trees;
  }, [trees]);

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

  const openPicker = (point: InsertionPoint) => setPicker({ point, kinds: allowedKinds(trees, point) });
  const add = async (kind: string, point: InsertionPoint) => {
    setPicker(null);
    const node = await newNode(kind, latestTrees.current);
    const edited = insertNode(latestTrees.current, point, node);
    if (!edited) return;
    onChange(edited, "add");
    onSelect(node.ukey);
    if (point.parentUkey) setCollapsed((before) => new Set([...before].filter((id) => id !== point.parentUkey)));
  };
  const act = (row: OutlineRow, action: NodeAction) => {
    const childCount = row.node ? (row.node.children?.length ?? 0) : trees[row.tree].length;
    if (action === "addChild") openPicker({ tree: row.tree, parentUkey: row.node ? row.id : null, index: childCount });
    if (action === "addAfter") openPicker({ tree: row.tree, parentUkey: row.parentUkey, index: row.index + 1 });
    if (action === "duplicate") {
      const copy = duplicateNode(trees, row.id);
      if (copy) onChange(copy.trees, "duplicate");
      if (copy) onSelect(copy.ukey);
    }
    if (action === "remove") remove(row);
    const moved = action === "moveUp" ? moveUp(trees, row.id) : action === "moveDown" ? moveDown(trees, row.id) : null;
    if (moved) onChange(moved, "move");
  };
  const remove = (row: OutlineRow) => {
    const edited = removeNode(trees, row.id);
    if (!edited) return;
    const removed = findNode(trees, row.id);
    if (selected && removed && subtreeNodes(removed.node).some((node) => node.ukey === selected)) onSelect(null);
    onChange(edited, "remove");
    const before = rows[rows.indexOf(row) - 1];
    if (before) focus(before);
  };

  const outcome = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => dropResult(trees, rows, activeId, overId);
  return (
    <DndContext
      sensors={useOutlineSensors()}
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
      <KindPicker
        kinds={picker?.kinds ?? null}
        kindLabel={kindLabel}
        onPick={(kind) => picker && void add(kind, picker.point)}
        onClose={() => setPicker(null)}
      />
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
