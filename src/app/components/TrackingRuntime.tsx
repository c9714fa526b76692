import { when } from "mobx";
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import type { PageOtherData } from "~/generated/schemas";
import { TRACKING_BUFFER_MAX } from "~/lib/constants";
import { resolveLocalePath } from "~/lib/localePath";
import { useStores } from "~/stores/StoreProvider";
import { TRACKING_EVENT_NAMES } from "~/tracking/events";
import { pageViewOf } from "~/tracking/pageView";
import { purchaseOrderOf } from "~/tracking/purchaseLog";
import type { TagPlan } from "~/tracking/tagPlan";
import type { TrackedEvent } from "~/tracking/vendorEvents";

const configuresVendor = (plan: TagPlan) =>
  [plan.googleTag, plan.tagManager, plan.metaPixel, plan.tiktokPixel, plan.lineTag].some((ids) => ids.length > 0) ||
  !!plan.adwords;

/** The content route's page data (absent on the hand-off routes and error pages). */
function useOtherData(): PageOtherData | undefined {
  for (const match of useMatches()) {
    const data = match.loaderData as { otherData?: PageOtherData } | undefined;
    if (data?.otherData) return data.otherData;
  }
  return undefined;
}

/**
 * Emits the remarketing page_view of every page shown (first load and each navigation, §7) and, when the shop
 * configures a vendor, the consent-gated fan-out (src/tracking/runtime.ts), a chunk of its own loaded once there is
 * consent to act on: events raised before are handed to it.
 */
export function TrackingRuntime({ plan, shopId }: { plan: TagPlan | undefined; shopId: number | null }) {
  const { events, consent, cart, api } = useStores();
  const tracked = plan !== undefined && configuresVendor(plan);

  useEffect(() => {
    if (!plan || !tracked) return;
    const early: TrackedEvent[] = [];
    const collecting = TRACKING_EVENT_NAMES.map((name) =>
      events.on(name, (payload) => {
        early.push({ name, payload } as TrackedEvent);
        if (early.length > TRACKING_BUFFER_MAX) early.shift(); // the consent gate's bound, the oldest dropped
      }),
    );
    const stopCollecting = () => collecting.forEach((off) => off());
    // read now: the paid cart's reset (its load answers CHECKOUTED) forgets its credentials
    const orderId = purchaseOrderOf(location.search);
    const purchase =
      orderId && shopId !== null
        ? {
            api,
            storage: localStorage,
            shopId,
            orderId,
            credentials: cart.cartId && cart.cartSecret ? { cart_id: cart.cartId, cart_secret: cart.cartSecret } : {},
          }
        : null;
    let stopTracking: (() => void) | undefined;
    let active = true;
    // the fan-out's code loads once a flag is decided (chosen, or granted by default): until then the events wait
    // here, and a shopper who has not chosen downloads nothing for them
    const stopWaiting = when(
      () => consent.status("analytics_storage") !== "pending" || consent.status("ad_storage") !== "pending",
      () =>
        void import("~/tracking/runtime").then(
          ({ startTracking }) => {
            if (!active) return;
            stopCollecting();
            stopTracking = startTracking({ events, consent, plan, early, purchase });
          },
          (error: unknown) => console.warn("[tracking] the event fan-out did not load", error),
        ),
    );
    return () => {
      active = false;
      stopWaiting();
      stopCollecting();
      stopTracking?.();
    };
  }, [plan, tracked, shopId, events, consent, cart, api]);

  // after the effect above, so the first page's view is collected
  const { pathname, search } = useLocation();
  const otherData = useOtherData();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const page = `${pathname}${search}`;
    if (shown.current === page) return; // the same page's data revalidated
    shown.current = page;
    events.emit("page_view", pageViewOf(resolveLocalePath(pathname).path, otherData));
  }, [events, pathname, search, otherData]);
  return null;
}
