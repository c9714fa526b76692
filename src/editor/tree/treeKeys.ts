import type { KeyboardEvent } from "react";
import { groupId, type OutlineRow } from "./outlineRows";

export interface TreeKeyHandlers {
  focus(row: OutlineRow): void;
  toggle(row: OutlineRow): void;
  select(row: OutlineRow): void;
}

/**
 * The WAI-ARIA tree's keys on a row: Up/Down/Home/End move the focus, Right opens a closed row or goes to its first
 * child, Left closes an open row or goes to its parent, Enter selects.
 */
export function handleTreeKey(
  event: KeyboardEvent<HTMLElement>,
  rows: readonly OutlineRow[],
  row: OutlineRow,
  { focus, toggle, select }: TreeKeyHandlers,
): void {
  const index = rows.indexOf(row);
  const parent = row.node ? rows.find((each) => each.id === (row.parentUkey ?? groupId(row.tree))) : undefined;
  const action: Record<string, (() => void) | undefined> = {
    ArrowDown: go(rows[index + 1]),
    ArrowUp: go(rows[index - 1]),
    Home: go(rows[0]),
    End: go(rows.at(-1)),
    ArrowRight: row.hasChildren ? (row.expanded ? go(rows[index + 1]) : () => toggle(row)) : undefined,
    ArrowLeft: row.hasChildren && row.expanded ? () => toggle(row) : go(parent),
    Enter: row.node ? () => select(row) : undefined,
  };
  const run = action[event.key];
  if (!run) return;
  event.preventDefault();
  run();

  function go(target: OutlineRow | undefined) {
    return target && (() => focus(target));
  }
}
