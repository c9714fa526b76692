import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { useStores } from "~/stores/StoreProvider";

/**
 * Counts a client-side navigation as a load while its data is fetched, so the loading bar shows it; not while it
 * waits for the shopper to retry a failed fetch.
 */
export const NavigationLoading = observer(function NavigationLoading() {
  const { ui } = useStores();
  const navigating = useNavigation().state !== "idle" && !ui.navigationWaitsForRetry;
  useEffect(() => {
    if (!navigating) return;
    ui.startLoading();
    return () => ui.stopLoading();
  }, [navigating, ui]);
  return null;
});
