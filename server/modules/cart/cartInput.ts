import type { CartItem } from "~/generated/schemas";
import { type ApiFieldError, invalidRequest } from "../http/apiError";
import { canonicalUuid } from "./cartAccess";

/** What a cart write asks for, uuids canonical. */
export interface CartChange {
  /** Lines set to these absolute quantities, in the order sent. */
  items: CartItem[];
  /** Lines removed. */
  removeItems: string[];
}

/**
 * A request's items and remove_items with canonical uuids (a uuid removed twice is removed once). A uuid set twice,
 * or both set and removed, contradicts itself: 400 INVALID_REQUEST naming each later mention ("items.2.uuid",
 * "remove_items.0").
 */
export function cartChangeOf(items: readonly CartItem[], removeItems: readonly string[] = []): CartChange {
  const errors: ApiFieldError[] = [];
  const setAt = new Map<string, number>();
  const canonicalItems = items.map((item, index) => {
    const uuid = canonicalUuid(item.uuid);
    const first = setAt.get(uuid);
    if (first === undefined) setAt.set(uuid, index);
    else errors.push(repeated(`items.${index}.uuid`, `items.${first}.uuid`));
    return { uuid, quantity: item.quantity };
  });
  const canonicalRemoved = removeItems.map((raw, index) => {
    const uuid = canonicalUuid(raw);
    const set = setAt.get(uuid);
    if (set !== undefined) {
      errors.push({
        field: `remove_items.${index}`,
        message: `remove_items.${index} is also set in items.${set}.uuid`,
      });
    }
    return uuid;
  });
  if (errors.length > 0) throw invalidRequest(errors);
  return { items: canonicalItems, removeItems: [...new Set(canonicalRemoved)] };
}

function repeated(field: string, first: string): ApiFieldError {
  return { field, message: `${field} repeats ${first}: send each product once` };
}
