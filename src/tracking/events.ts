/**
 * The shop's tracked events (§7, GA4 names): add_to_cart and remove_from_cart with currency THB, value and the items;
 * a sent flexiform's form_submission (a lead or a registration); contact, social and marketplace link taps; purchase;
 * the remarketing page_view. Stores and widgets emit them here; the consent-gated tags
 * subscribe (analytics consent gates analytics events, ad consent gates conversion events, §5). Emitting with
 * nobody listening costs nothing.
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

/** A flexiform the shop API has stored. */
export interface FormSubmissionEvent {
  /** The form node's ukey. */
  form_id: string;
  /** Its title (its ukey when it has none). */
  form_name: string;
  /** What the §7 tracking mapping reports it as. */
  purpose: "lead" | "registration";
}

/** A tap on a contact link of the shop (§7 contact_click: phone, email, LINE, messenger, whatsapp). */
export interface ContactClickEvent {
  /** The recognised kind of link (src/lib/contactLinks.ts). */
  method: string;
  link_url: string;
}

/** A tap on one of the shop's social links (§7 social_click: facebook, instagram, tiktok, x, youtube). */
export interface SocialClickEvent {
  network: string;
  link_url: string;
}

/** A tap on a link to the shop's page on a marketplace (§7 marketplace_click: shopee, lazada). */
export interface MarketplaceClickEvent {
  marketplace: string;
  link_url: string;
}

/** An order placed (§7 purchase): reported once per transaction id. */
export interface PurchaseEvent extends CartEvent {
  transaction_id: string;
}

/** The kind of page a remarketing page_view reports (§7). */
export type RemarketingPageType = "product" | "category" | "home" | "other";

/** A page shown (§7 remarketing page_view); product pages carry the product. */
export interface PageViewEvent {
  page_type: RemarketingPageType;
  items?: TrackedItem[];
  value?: number;
  currency?: "THB";
}

export interface TrackingEvents {
  add_to_cart: CartEvent;
  remove_from_cart: CartEvent;
  form_submission: FormSubmissionEvent;
  contact_click: ContactClickEvent;
  social_click: SocialClickEvent;
  marketplace_click: MarketplaceClickEvent;
  purchase: PurchaseEvent;
  page_view: PageViewEvent;
}

export type TrackingEventName = keyof TrackingEvents;

/** Every tracked event's name (the record makes the list complete). */
export const TRACKING_EVENT_NAMES = Object.keys({
  add_to_cart: true,
  remove_from_cart: true,
  form_submission: true,
  contact_click: true,
  social_click: true,
  marketplace_click: true,
  purchase: true,
  page_view: true,
} satisfies Record<TrackingEventName, true>) as TrackingEventName[];
type Listener<Name extends TrackingEventName> = (payload: TrackingEvents[Name]) => void;

/** The DOM event every tracked event is also dispatched as, for tags outside the bundle (e.g. a tag manager's). */
export const TRACKING_DOM_EVENT = "storefront:track";

/** The detail of a TRACKING_DOM_EVENT. */
export interface TrackingDomDetail<Name extends TrackingEventName = TrackingEventName> {
  name: Name;
  payload: TrackingEvents[Name];
}

/**
 * A small typed event bus, one per root store (per browser tab; per request on the server, where nothing emits).
 * With a `target` (the browser's window) every event is also dispatched there as TRACKING_DOM_EVENT.
 */
export class EventBus {
  private readonly listeners = new Map<TrackingEventName, Set<Listener<TrackingEventName>>>();

  constructor(private readonly target?: EventTarget) {}

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
    const detail: TrackingDomDetail<Name> = { name, payload };
    this.target?.dispatchEvent(new CustomEvent(TRACKING_DOM_EVENT, { detail }));
  }
}
