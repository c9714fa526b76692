import { compareStructural, reaction } from "mobx";
import { useEffect } from "react";
import { hasTags, type TagPlan } from "~/tracking/tagPlan";
import { useStores } from "~/stores/StoreProvider";
import type * as TagLoaderModule from "~/tracking/tagLoader";

/** The tag loader's code: fetched on the first consent granted, not part of a first visit's download. */
let tagLoader: Promise<typeof TagLoaderModule> | undefined;

/**
 * Follows the shopper's consent (useStores().consent) for the shop's tags (§5): until a flag is granted nothing
 * loads and no tag host is asked anything (the page's inline consent defaults hold the vendors' queues); from then
 * on every choice goes to the tag loader, which grants, revokes and loads as docs/architecture.md tabulates ("Tags
 * under consent").
 */
export function TagRuntime({ plan }: { plan: TagPlan | undefined }) {
  const { consent } = useStores();
  useEffect(() => {
    if (!plan) return;
    if (plan.googleTagMissing) console.error("[tags] the shop's Google tag has no valid id: it is not loaded");
    if (!hasTags(plan)) return;
    return reaction(
      () => ({ ...consent.flags }),
      (flags) => {
        if (!tagLoader && !Object.values(flags).some(Boolean)) return;
        tagLoader ??= import("~/tracking/tagLoader");
        tagLoader
          .then((loader) => loader.applyConsent(plan, flags))
          .catch((error: unknown) => {
            tagLoader = undefined; // the next choice tries again
            console.warn("[tags] the tag loader did not load", error);
          });
      },
      { fireImmediately: true, equals: compareStructural },
    );
  }, [plan, consent]);
  return null;
}
