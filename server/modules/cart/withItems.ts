import type { CartItem } from "~/generated/schemas";
import type { StoredLine } from "./repo";

/**
 * `lines` with `items` set to their quantities: a line already there keeps its position, a new one takes the next
 * free position (in the order sent). Answered in position order.
 */
export function withItems(lines: readonly StoredLine[], items: readonly CartItem[]): StoredLine[] {
  const byUuid = new Map(lines.map((line) => [line.uuid, { ...line }]));
  let next = lines.reduce((max, line) => Math.max(max, line.position + 1), 0);
  for (const item of items) {
    const line = byUuid.get(item.uuid);
    if (line) line.quantity = item.quantity;
    else byUuid.set(item.uuid, { uuid: item.uuid, quantity: item.quantity, position: next++ });
  }
  return [...byUuid.values()].sort((a, b) => a.position - b.position);
}
