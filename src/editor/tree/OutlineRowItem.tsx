import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type KeyboardEvent, memo, useLayoutEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { type NodeAction, NodeMenu } from "./NodeMenu";
import type { OutlineRow } from "./outlineRows";
import { INDENT_REM } from "./useOutlineDrag";

/** What a row does, the same object for every row and render (so that a row re-renders only when it changes). */
export interface OutlineRowEvents {
  setElement(id: string, element: HTMLElement | null): void;
  click(row: OutlineRow): void;
  toggle(row: OutlineRow): void;
  keyDown(row: OutlineRow, event: KeyboardEvent<HTMLElement>): void;
  act(row: OutlineRow, action: NodeAction): void;
}

/** The rows' events: one object that never changes and calls the handlers of the latest render. */
export function useRowEvents(handlers: OutlineRowEvents): OutlineRowEvents {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  return useMemo(
    () => ({
      setElement: (id, element) => latest.current.setElement(id, element),
      click: (row) => latest.current.click(row),
      toggle: (row) => latest.current.toggle(row),
      keyDown: (row, event) => latest.current.keyDown(row, event),
      act: (row, action) => latest.current.act(row, action),
    }),
    [],
  );
}

interface OutlineRowItemProps {
  row: OutlineRow;
  label: string;
  problems: number;
  selected: boolean;
  focused: boolean;
  /** The depth the row is indented at: its own, or while dragged the one it would drop at. */
  shownDepth: number;
  events: OutlineRowEvents;
}

/**
 * One treeitem of the outline, also a sortable item (a group's row is a drop place only). An edit re-renders only
 * the rows it changed: a 1,000-node page would otherwise redraw 1,000 rows and menus for each keystroke.
 */
export const OutlineRowItem = memo(OutlineRowView, (before, after) => {
  const { row, ...rest } = after;
  const { row: rowBefore, ...restBefore } = before;
  const same = <T extends object>(a: T, b: T) => Object.keys(a).every((key) => a[key as keyof T] === b[key as keyof T]);
  return same(row, rowBefore) && same(rest, restBefore);
});

function OutlineRowView({ row, label, problems, selected, focused, shownDepth, events }: OutlineRowItemProps) {
  const intl = useIntl();
  const sortable = useSortable({ id: row.id, disabled: { draggable: row.node === null, droppable: false } });
  // dnd-kit's own role and description ("button", "sortable") would hide that this is a tree item
  // dnd-kit's own role and tabindex give way to the tree's; its aria-disabled (a group cannot be dragged) would
  // disable the group's menu for assistive technology and pointers alike
  const {
    role: _role,
    tabIndex: _tabIndex,
    "aria-roledescription": _description,
    "aria-disabled": _disabled,
    ...attributes
  } = sortable.attributes;
  const problemText = problems > 0 ? intl.formatMessage({ id: "outline.problems" }, { count: problems }) : "";
  return (
    <div
      {...attributes}
      ref={(element) => {
        sortable.setNodeRef(element);
        events.setElement(row.id, element);
      }}
      role="treeitem"
      aria-label={problemText ? `${label}, ${problemText}` : label}
      aria-level={row.depth + 1}
      aria-setsize={row.siblingCount}
      aria-posinset={row.index + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={row.node ? selected : undefined}
      tabIndex={focused ? 0 : -1}
      className="outline-row"
      data-dragging={sortable.isDragging || undefined}
      style={{
        paddingInlineStart: `${shownDepth * INDENT_REM}rem`,
        // up and down only: the indent shows the depth a drag to the side asks for
        transform: CSS.Translate.toString(sortable.transform && { ...sortable.transform, x: 0 }),
        transition: sortable.transition,
      }}
      onClick={() => events.click(row)}
      {...sortable.listeners}
      onKeyDown={(event) => {
        (sortable.listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
        if (!event.defaultPrevented) events.keyDown(row, event);
      }}
    >
      {row.hasChildren && (
        <button
          type="button"
          className="outline-toggle"
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: row.expanded ? "outline.collapse" : "outline.expand" })}
          onClick={(event) => {
            event.stopPropagation();
            events.toggle(row);
          }}
        >
          {row.expanded ? "▾" : "▸"}
        </button>
      )}
      <span className="outline-label">{label}</span>
      {problems > 0 && (
        <span className="outline-problems" aria-hidden="true">
          {problems}
        </span>
      )}
      <NodeMenu
        label={label}
        actions={actionsOf(row)}
        tabbable={focused}
        onAction={(action) => events.act(row, action)}
      />
    </div>
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
