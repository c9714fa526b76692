import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadWidgets } from "~/renderer/widgetModules";

/** Loads the widget chunks the server rendered (listed by <script id="sf-widget-kinds">), then hydrates. */
function widgetKindsOfPage(): string[] {
  try {
    return JSON.parse(document.getElementById("sf-widget-kinds")?.textContent ?? "[]") as string[];
  } catch {
    return [];
  }
}

preloadWidgets(widgetKindsOfPage()).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
