/**
 * A purchase is reported once per transaction id (§7): the browser remembers, per shop, the order ids it has
 * reported (local storage, the newest REPORTED_PURCHASES_MAX), and the order the shopper comes back from names
 * itself in the shop's address (`?purchase=<order id>`, the hosted confirmation's way back).
 */
import { REPORTED_PURCHASES_MAX } from "~/lib/constants";
import { isUuid } from "~/lib/uuid";

/** The local storage key: JSON { [shopId]: orderId[] }, oldest first. */
export const PURCHASE_LOG_KEY = "sf-purchases";

/** The order a page's query names (lower case), or null for none or anything that is not an order id. */
export function purchaseOrderOf(search: string): string | null {
  const id = new URLSearchParams(search).get("purchase");
  return id && isUuid(id) ? id.toLowerCase() : null;
}

type PurchaseLog = Record<string, string[]>;

/** The stored log; junk (another app's value, a hand edit) reads as empty. */
function parseLog(raw: string | null): PurchaseLog {
  try {
    const log: unknown = JSON.parse(raw ?? "{}");
    if (typeof log !== "object" || log === null || Array.isArray(log)) return {};
    return Object.fromEntries(
      Object.entries(log).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((id: unknown) => typeof id === "string"),
      ),
    );
  } catch {
    return {};
  }
}

/** Whether the stored log `raw` says this shop has reported the order. */
export function purchaseReported(raw: string | null, shopId: number, orderId: string): boolean {
  return parseLog(raw)[shopId]?.includes(orderId) ?? false;
}

/** The stored log with the order added as this shop's newest report. */
export function withPurchaseReported(raw: string | null, shopId: number, orderId: string): string {
  const log = parseLog(raw);
  const ids = (log[shopId] ?? []).filter((id) => id !== orderId);
  ids.push(orderId);
  return JSON.stringify({ ...log, [shopId]: ids.slice(-REPORTED_PURCHASES_MAX) });
}
