/**
 * The event fan-out in the browser (§5, §7), loaded on demand (a chunk of its own) by TrackingRuntime once the shop
 * configures a tag: every tracked event becomes its vendors' calls, each let through by the shopper's consent.
 */
import { reaction } from "mobx";
import { TRACKING_BUFFER_MAX } from "~/lib/constants";
import type { ConsentStore } from "~/stores/ConsentStore";
import { BLOCKED_EVENT, BLOCKED_REMARKETING, ConsentGate } from "./consentGate";
import { type EventBus, TRACKING_EVENT_NAMES } from "./events";
import { type PurchaseReport, reportPurchase } from "./reportPurchase";
import type { TagPlan } from "./tagPlan";
import { type TrackedEvent, type VendorCall, vendorCallsOf } from "./vendorEvents";

type VendorFunction = (...args: unknown[]) => void;

interface VendorWindow {
  gtag?: VendorFunction;
  dataLayer?: { push: VendorFunction };
  fbq?: VendorFunction;
  ttq?: { track?: VendorFunction; page?: VendorFunction };
  _lt?: VendorFunction;
}

/** Calls the vendor's global (the tag loader's queue until its script has loaded); a vendor not set up is skipped. */
function callVendor({ vendor, args }: VendorCall): void {
  const globals = window as VendorWindow;
  if (vendor === "ttq.track") globals.ttq?.track?.(...args);
  else if (vendor === "ttq.page") globals.ttq?.page?.(...args);
  else if (vendor === "dataLayer") globals.dataLayer?.push(...args);
  else globals[vendor]?.(...args);
}

export interface TrackingOptions {
  events: EventBus;
  consent: ConsentStore;
  plan: TagPlan;
  /** Events raised before this chunk had loaded, oldest first. */
  early: readonly TrackedEvent[];
  /** The order the shopper came back from the hosted checkout with, to report as the purchase. */
  purchase: Omit<PurchaseReport, "events"> | null;
}

/** Starts the fan-out; returns the function that stops it. */
export function startTracking({ events, consent, plan, early, purchase }: TrackingOptions): () => void {
  const gate = new ConsentGate({
    status: (flag) => consent.status(flag),
    send: callVendor,
    warn: (message, detail) => console.warn(message, detail),
    max: TRACKING_BUFFER_MAX,
  });
  const track = (event: TrackedEvent) =>
    gate.submit(
      event.name,
      event.name === "page_view" ? BLOCKED_REMARKETING : BLOCKED_EVENT,
      vendorCallsOf(event, plan),
    );
  early.forEach(track);
  const stops = [
    // the bus types each payload by its name; the loop over every name cannot tell TypeScript which
    ...TRACKING_EVENT_NAMES.map((name) => events.on(name, (payload) => track({ name, payload } as TrackedEvent))),
    ...(["analytics_storage", "ad_storage"] as const).map((flag) =>
      reaction(
        () => consent.status(flag),
        () => gate.settle(flag),
      ),
    ),
  ];
  if (purchase) void reportPurchase({ ...purchase, events });
  return () => stops.forEach((stop) => stop());
}
