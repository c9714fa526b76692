import { observer } from "mobx-react-lite";
import { lazy, Suspense, useEffect } from "react";
import { useStores } from "~/stores/StoreProvider";
import { startShopConsentScript } from "./shopConsentScript";

const ConsentBanner = lazy(() => import("./ConsentBanner"));
const ConsentSettingsDialog = lazy(() => import("./ConsentSettingsDialog"));

/**
 * Cookie consent in the browser (§4): reads the shopper's choice once the page has hydrated (pages are cached and
 * shared, so the server never knows it), then asks with the banner when the shop wants consent and the shopper has
 * not chosen, or hands over to the shop's own consent script when it configures one. The banner and the settings
 * dialog are loaded when they show: a shopper who has chosen downloads neither.
 */
export const ConsentRuntime = observer(function ConsentRuntime() {
  const { consent } = useStores();
  const script = consent.config?.script;

  useEffect(() => {
    consent.load();
  }, [consent]);

  useEffect(() => (script ? startShopConsentScript(window, consent, script) : undefined), [consent, script]);

  const asking = consent.loaded && !consent.decided && consent.config !== null && !script;
  return (
    <>
      <Suspense fallback={null}>{asking ? <ConsentBanner /> : null}</Suspense>
      <Suspense fallback={null}>{consent.settingsOpen ? <ConsentSettingsDialog /> : null}</Suspense>
    </>
  );
});
