import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { KeyboardEvent } from "react";
import { useIntl } from "react-intl";
import { type NodeAction, NodeMenu } from "./NodeMenu";
import type { OutlineRow } from "./outlineRows";
import { INDENT_REM } from "./useOutlineDrag";

interface OutlineRowItemProps {
  row: OutlineRow;
  label: string;
  problems: number;
  selected: boolean;
  focused: boolean;
  /** The depth the row is indented at: its own, or while dragged the one it would drop at. */
  shownDepth: number;
  actions: readonly NodeAction[];
  setElement(id: string, element: HTMLElement | null): void;
  onClick(): void;
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onAction(action: NodeAction): void;
}

/** One treeitem of the outline, also a sortable item (a group's row is a drop place only). */
export function OutlineRowItem(props: OutlineRowItemProps) {
  const { row, label, problems, selected, focused, shownDepth, actions, setElement } = props;
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
        setElement(row.id, element);
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
      onClick={props.onClick}
      {...sortable.listeners}
      onKeyDown={(event) => {
        (sortable.listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined)?.(event);
        if (!event.defaultPrevented) props.onKeyDown(event);
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
            props.onToggle();
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
      {actions.length > 0 && <NodeMenu label={label} actions={actions} tabbable={focused} onAction={props.onAction} />}
    </div>
  );
}
