import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "~/i18n/compiledMessages";
import { restoreEarlyHash, takeEarlyHash } from "~/lib/earlyHash";
import { kindsToLoadFirst, type NodeKinds, showsInViewport } from "~/lib/lazyMode";
import { takeEarlyActivity } from "~/lib/lazyModeEarly";
import { startLazyMode } from "~/lib/lazyModeSwitch";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { recordTapsUntilHydrated } from "~/lib/lazyModeTaps";
import { expectHydrationOf } from "~/lib/nodeHydration";
import { holdWidgetCodeUntil, preloadWidgets } from "~/renderer/widgetModules";

/** The kinds of each top-level node the server rendered (<script id="sf-node-kinds">). */
function nodeKindsOfPage(): NodeKinds {
  try {
    return JSON.parse(document.getElementById("sf-node-kinds")?.textContent ?? "{}") as NodeKinds;
  } catch {
    return {};
  }
}

/** Whether the shopper sees a top-level node as the server rendered it; one without an element counts as seen. */
function isSeen(ukey: string): boolean {
  const element = document.querySelector(`[data-ukey="${CSS.escape(ukey)}"]`);
  return !element || showsInViewport(element.getBoundingClientRect(), window.innerHeight);
}

// Loads the page language's messages and the code of the widgets the shopper sees, then hydrates; lazy mode holds
// back the others' code until the shopper does something (their server HTML stays meanwhile), and no tap is lost
// until their nodes hydrate. A hash the head's script took out of the URL is put back first (src/lib/earlyHash.ts);
// a URL with a hash starts with lazy mode off (§4).
const early = takeEarlyActivity();
const hash = takeEarlyHash();
const nodeKinds = nodeKindsOfPage();
expectHydrationOf(Object.keys(nodeKinds));
// a live preview starts with lazy mode off: its editor shows and replaces the whole page, and the preview's first
// render would drop the server HTML of a widget whose code lazy mode held back (docs/preview.md)
const preview = new URLSearchParams(location.search).has(PREVIEW_TOKEN_PARAM);
const lazyMode = startLazyMode(early.off || hash !== "" || preview);
recordTapsUntilHydrated(early.tap);
holdWidgetCodeUntil(lazyMode.off);
Promise.all([
  loadMessages(document.documentElement.lang === "en" ? "en" : "th"),
  // a chunk that fails here is loaded again by its widget, whose failure reloads the page (widgetModules)
  preloadWidgets(kindsToLoadFirst(nodeKinds, lazyMode.startedOn, isSeen)).catch(() => undefined),
  restoreEarlyHash(hash),
]).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
