/**
 * The shop's commerce events (§7): add_to_cart and remove_from_cart with currency THB, value and the items. Stores
 * emit them here; the consent-gated tags subscribe (analytics consent gates analytics events, ad consent gates
 * conversion events, §5). Emitting with nobody listening costs nothing.
 */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  /** Unit price in baht (the §5 tier price for the quantity). */
  price: number;
  quantity: number;
  item_variant?: string;
}

export interface CartEvent {
  currency: "THB";
  /** price × quantity summed over the items, in baht. */
  value: number;
  items: TrackedItem[];
}

export interface TrackingEvents {
  add_to_cart: CartEvent;
  remove_from_cart: CartEvent;
}

export type TrackingEventName = keyof TrackingEvents;
type Listener<Name extends TrackingEventName> = (payload: TrackingEvents[Name]) => void;

/** A small typed event bus, one per root store (per browser tab; per request on the server, where nothing emits). */
export class EventBus {
  private readonly listeners = new Map<TrackingEventName, Set<Listener<TrackingEventName>>>();

  /** Subscribes; returns the function that unsubscribes. */
  on<Name extends TrackingEventName>(name: Name, listener: Listener<Name>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<TrackingEventName>);
    this.listeners.set(name, set);
    return () => set.delete(listener as Listener<TrackingEventName>);
  }

  /** Calls every listener of the event; a listener that throws is logged and does not stop the others. */
  emit<Name extends TrackingEventName>(name: Name, payload: TrackingEvents[Name]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`[tracking] a ${name} listener failed`, error);
      }
    }
  }
}
