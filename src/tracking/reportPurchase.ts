import type { ApiClient } from "~/api/client";
import type { OrderSummary } from "~/generated/schemas";
import type { EventBus } from "./events";
import { PURCHASE_LOG_KEY, purchaseReported, withPurchaseReported } from "./purchaseLog";

export interface PurchaseReport {
  api: ApiClient;
  events: EventBus;
  storage: Storage;
  shopId: number;
  /** The order the shopper came back from (purchaseOrderOf). */
  orderId: string;
  /** The guest cart's credentials as stored when the page opened (the cart's reset clears them); {} logged in. */
  credentials: { cart_id?: string; cart_secret?: string };
}

/**
 * Emits the purchase of the order the shopper came back from, once per order (§7): its summary comes from the shop
 * API, which answers the shopper who placed it only. A refusal or a network failure reports nothing.
 */
export async function reportPurchase({ api, events, storage, shopId, orderId, credentials }: PurchaseReport) {
  if (purchaseReported(storage.getItem(PURCHASE_LOG_KEY), shopId, orderId)) return;
  let order: OrderSummary;
  try {
    order = await api.get<OrderSummary>("/api/x4/orders/summary", { order_id: orderId, ...credentials });
  } catch (error) {
    console.warn("[tracking] the purchase could not be read", error);
    return;
  }
  // a second tab may have reported it meanwhile
  const log = storage.getItem(PURCHASE_LOG_KEY);
  if (purchaseReported(log, shopId, orderId)) return;
  storage.setItem(PURCHASE_LOG_KEY, withPurchaseReported(log, shopId, orderId));
  events.emit("purchase", order);
}
