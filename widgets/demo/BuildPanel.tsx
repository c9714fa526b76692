import { useEffect, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import { runningBuildId } from "~/lib/buildId";
import { useHydrated } from "~/stores/useHydrated";
import { DemoFacts } from "./DemoFacts";

type ServiceWorkerState =
  { kind: "checking" } | { kind: "unsupported" } | { kind: "none" } | { kind: "registered"; scope: string };

async function serviceWorkerState(): Promise<ServiceWorkerState> {
  if (!("serviceWorker" in navigator)) return { kind: "unsupported" };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration ? { kind: "registered", scope: registration.scope } : { kind: "none" };
  } catch {
    return { kind: "unsupported" }; // e.g. a sandboxed or private context refuses the call
  }
}

/**
 * The build the browser runs and whether a service worker controls this origin. The shop ships none, so this only
 * reports one (say, left behind by an earlier site on the host) and never registers one.
 */
export function BuildPanel() {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [worker, setWorker] = useState<ServiceWorkerState>({ kind: "checking" });
  useEffect(() => {
    let current = true;
    void serviceWorkerState().then((state) => current && setWorker(state));
    return () => void (current = false);
  }, []);
  const checking = intl.formatMessage({ id: "demo.checking" });
  const workerText =
    worker.kind === "registered"
      ? intl.formatMessage({ id: "demo.build.workerRegistered" }, { scope: worker.scope })
      : worker.kind === "checking"
        ? checking
        : intl.formatMessage({ id: `demo.build.worker.${worker.kind}` });
  return (
    <DemoFacts
      testId="demo-build"
      facts={[
        [intl.formatMessage({ id: "demo.build.id" }), hydrated ? (runningBuildId() ?? "—") : checking],
        [intl.formatMessage({ id: "demo.build.worker" }), workerText],
      ]}
    />
  );
}
