import { observer } from "mobx-react-lite";
import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { useStores } from "~/stores/StoreProvider";
import { startShopConsentScript } from "./shopConsentScript";

/** A part loaded when it shows; if its code cannot load (offline, a newer build) it shows nothing: the page stays. */
function loadedWhenShown(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn("[consent] the code of the consent banner or settings did not load", error);
      return { default: () => null };
    }),
  );
}

const ConsentBanner = loadedWhenShown(() => import("./ConsentBanner"));
const ConsentSettingsDialog = loadedWhenShown(() => import("./ConsentSettingsDialog"));

/**
 * Cookie consent in the browser (§4): reads the shopper's choice once the page has hydrated (pages are cached and
 * shared, so the server never knows it), then asks with the banner when the shop wants consent and the shopper has
 * not chosen, or hands over to the shop's own consent script when it configures one. The banner and the settings
 * dialog are loaded when they show: a shopper who has chosen downloads neither. A banner whose code cannot load
 * leaves the page as it is, under the shop's defaults. A live preview (`preview`) asks nothing, neither with the banner
 * nor the shop's script: the owner's editor frames the page, the banner would cover it, and the preview's consent
 * stays as its cookie says.
 */
export const ConsentRuntime = observer(function ConsentRuntime({ preview = false }: { preview?: boolean }) {
  const { consent } = useStores();
  const script = preview ? undefined : consent.config?.script;

  useEffect(() => {
    consent.load();
  }, [consent]);

  useEffect(() => (script ? startShopConsentScript(window, consent, script) : undefined), [consent, script]);

  const asking = consent.loaded && !consent.decided && consent.config !== null && !script && !preview;
  return (
    <>
      <Suspense fallback={null}>{asking ? <ConsentBanner /> : null}</Suspense>
      <Suspense fallback={null}>{consent.settingsOpen ? <ConsentSettingsDialog /> : null}</Suspense>
    </>
  );
});
