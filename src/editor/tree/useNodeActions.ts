import { useEffect, useRef, useState } from "react";
import type { EditedTrees } from "../contracts";
import { findNode, subtreeNodes } from "./findNode";
import type { NodeAction } from "./NodeMenu";
import { newNode } from "./newNode";
import type { OutlineRow } from "./outlineRows";
import { allowedKinds, type InsertionPoint } from "./placementRules";
import { duplicateNode, insertNode, moveDown, moveUp, removeNode } from "./treeOps";

/** What an edit of the outline did, for the caller's undo history. */
export type OutlineAction = "add" | "duplicate" | "remove" | "move";

interface NodeActionsInput {
  trees: EditedTrees;
  rows: readonly OutlineRow[];
  selected: string | null;
  onSelect(ukey: string | null): void;
  onChange(trees: EditedTrees, action: OutlineAction): void;
  focus(row: OutlineRow): void;
  /** Opens a collapsed parent, to show the node added in it. */
  expand(ukey: string): void;
}

/** The node menu's actions, and the kind picker they open to add a node. */
export function useNodeActions({ trees, rows, selected, onSelect, onChange, focus, expand }: NodeActionsInput) {
  const [picker, setPicker] = useState<{ point: InsertionPoint; kinds: string[] } | null>(null);
  const latestTrees = useRef(trees); // a node added after its schema loads goes into the trees of that moment
  useEffect(() => {
    latestTrees.current = trees;
  }, [trees]);

  const openPicker = (point: InsertionPoint) => setPicker({ point, kinds: allowedKinds(trees, point) });
  const pick = async (kind: string) => {
    if (!picker) return;
    setPicker(null);
    const node = await newNode(kind, latestTrees.current);
    const edited = insertNode(latestTrees.current, picker.point, node);
    if (!edited) return;
    onChange(edited, "add");
    onSelect(node.ukey);
    if (picker.point.parentUkey) expand(picker.point.parentUkey);
  };
  const remove = (row: OutlineRow) => {
    const edited = removeNode(trees, row.id);
    const removed = findNode(trees, row.id);
    if (!edited || !removed) return;
    if (selected && subtreeNodes(removed.node).some((node) => node.ukey === selected)) onSelect(null);
    onChange(edited, "remove");
    const before = rows[rows.indexOf(row) - 1];
    if (before) focus(before);
  };
  const duplicate = (row: OutlineRow) => {
    const copy = duplicateNode(trees, row.id);
    if (!copy) return;
    onChange(copy.trees, "duplicate");
    onSelect(copy.ukey);
  };
  const act = (row: OutlineRow, action: NodeAction) => {
    const childCount = row.node ? (row.node.children?.length ?? 0) : trees[row.tree].length;
    if (action === "addChild") openPicker({ tree: row.tree, parentUkey: row.node ? row.id : null, index: childCount });
    if (action === "addAfter") openPicker({ tree: row.tree, parentUkey: row.parentUkey, index: row.index + 1 });
    if (action === "duplicate") duplicate(row);
    if (action === "remove") remove(row);
    const moved = action === "moveUp" ? moveUp(trees, row.id) : action === "moveDown" ? moveDown(trees, row.id) : null;
    if (moved) onChange(moved, "move");
  };
  return { act, pickerKinds: picker?.kinds ?? null, pick, closePicker: () => setPicker(null) };
}
