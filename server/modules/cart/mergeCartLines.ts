import type { CartItem, Product } from "~/generated/schemas";
import cartSchema from "../../../schemas/cart.schema.json";
import type { StoredLine } from "./repo";
import { withItems } from "./withItems";

/** The most of one product a line may hold (the cart schema's). */
const LINE_QUANTITY_MAX = cartSchema.definitions.cartItem.properties.quantity.maximum;

/**
 * The log-in merge rule (§4 "on login the cart is loaded from the server"): a guest cart's lines added to the
 * account's cart, so nothing the guest chose is lost.
 *
 * - Per product, the quantities are summed…
 * - …and capped by §5's limits: the product's maximum order quantity and its stock remaining (not for a preorder
 *   product), and 9999. A line never ends below what the account cart held already.
 * - A guest line whose product is gone, sells only as variants, or has no stock left is dropped.
 * - The account's lines keep their places; the guest's new lines follow, in the guest cart's order.
 *
 * The whole-cart limits (most items, order amounts) are not applied here: the shopper sees them at the next change
 * or at hand-off, as for any cart.
 */
export function mergeCartLines(
  account: readonly StoredLine[],
  guest: readonly StoredLine[],
  products: ReadonlyMap<string, Product>,
): StoredLine[] {
  const held = new Map(account.map((line) => [line.uuid, line.quantity]));
  const items: CartItem[] = [];
  for (const line of [...guest].sort((a, b) => a.position - b.position)) {
    const product = products.get(line.uuid);
    if (!product || product.has_variants) continue;
    const before = held.get(line.uuid) ?? 0;
    const quantity = Math.max(before, Math.min(before + line.quantity, capOf(product)));
    if (quantity > before) items.push({ uuid: line.uuid, quantity });
  }
  return withItems(account, items);
}

/** The most of a product one cart line may hold under §5's limits. */
function capOf(product: Product): number {
  const stock = product.stock_remaining !== null && !product.preorder_flag ? product.stock_remaining : Infinity;
  return Math.min(product.max_order_quantity ?? Infinity, stock, LINE_QUANTITY_MAX);
}
