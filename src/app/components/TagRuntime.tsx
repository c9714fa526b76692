import { compareStructural, reaction } from "mobx";
import { useEffect } from "react";
import type { ConsentFlags } from "~/lib/consent";
import { useStores } from "~/stores/StoreProvider";
import { applyConsent } from "~/tracking/tagLoader";
import { hasTags, type TagPlan } from "~/tracking/tagPlan";

/** A flag that gates tags (analytics, ad) was granted and is not any more. */
const withdrawn = (before: ConsentFlags, after: ConsentFlags) =>
  (before.analytics_storage && !after.analytics_storage) || (before.ad_storage && !after.ad_storage);

/**
 * Follows the shopper's consent (useStores().consent) for the shop's tags (§5): until a flag is granted no tag host
 * is asked anything (the page's inline consent defaults hold the vendors' queues); from then on every choice goes
 * to the tag loader, which grants, revokes and loads as docs/architecture.md tabulates ("Tags under consent"). The
 * loader is part of the page's code (under 1 kB gzip) so that the vendors hear the consent and their ids at once,
 * before the event fan-out (its own chunk, TrackingRuntime) replays what was held.
 */
export function TagRuntime({ plan }: { plan: TagPlan | undefined }) {
  const { consent } = useStores();
  useEffect(() => {
    if (!plan) return;
    if (plan.googleTagMissing) console.error("[tags] the shop's Google tag has no valid id: it is not loaded");
    if (!hasTags(plan)) return;
    let granted = false;
    return reaction(
      () => ({ ...consent.flags }),
      (flags, previous) => {
        // a tag script once run cannot be unloaded, and LINE and the stats script have no consent API: a withdrawn
        // consent takes effect on a fresh page (the choice is already in the cookie)
        if (granted && previous && withdrawn(previous, flags)) return location.reload();
        granted ||= Object.values(flags).some(Boolean);
        if (granted) applyConsent(plan, flags);
      },
      { fireImmediately: true, equals: compareStructural },
    );
  }, [plan, consent]);
  return null;
}
