import { lazy, type ReactNode, Suspense, useState } from "react";
import { useHydrated } from "~/stores/useHydrated";
import { type PreviewSelection, PreviewSelectionContext, type PreviewView, PreviewViewContext } from "./previewView";
import type { PreviewSession } from "./session";

/** The preview runtime's code (ajv, the schemas, the protocol): its own chunk, which shoppers never download. */
const PreviewRuntime = lazy(() => import("./PreviewRuntime"));

/**
 * The page with, in a live preview only (`session` set by the server for a verified token), the preview runtime
 * loaded after hydration, and what it replaced handed to the page and its zones.
 */
export function PreviewHost({ session, children }: { session: PreviewSession | null; children: ReactNode }) {
  const hydrated = useHydrated();
  const [view, setView] = useState<PreviewView | null>(null);
  const [selected, setSelected] = useState<PreviewSelection | null>(null);
  return (
    <PreviewViewContext.Provider value={view}>
      <PreviewSelectionContext.Provider value={selected}>{children}</PreviewSelectionContext.Provider>
      {session && hydrated && (
        <Suspense fallback={null}>
          <PreviewRuntime session={session} onView={setView} onSelect={setSelected} />
        </Suspense>
      )}
    </PreviewViewContext.Provider>
  );
}
