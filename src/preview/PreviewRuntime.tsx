import { useEffect, useLayoutEffect, useRef } from "react";
import { type UIMatch, useMatches } from "react-router";
import type { RootData } from "~/app/loaders/root.server";
import type { PageLoaderData } from "~/app/loaders/page.server";
import localizeThai from "ajv-i18n/localize/th";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { EMPTY_CATALOGUE } from "~/renderer/pageData";
import { useStores } from "~/stores/StoreProvider";
import { fetchMissingCatalogue } from "./browserCatalogue";
import { startClickSelect } from "./clickSelect";
import { watchContrast } from "./contrastWatch";
import { openEditorChannel } from "./editorChannel";
import { createMessageCheck } from "./messageCheck";
import { applyBase } from "./previewBase";
import { createPreviewController, type ShownPage } from "./previewController";
import { PreviewStore } from "./PreviewStore";
import type { PreviewSelection, PreviewView } from "./previewView";
import type { PreviewSession } from "./session";
import { showSelection } from "./showSelection";
import "./preview.css";

export interface PreviewRuntimeProps {
  session: PreviewSession;
  /** Hands the page and its zones the preview's state (PreviewHost); null when the runtime stops. */
  onView(view: PreviewView | null): void;
  /** Tells widgets which node is selected (sliders pause, and show the slide of the selected field). */
  onSelect(selection: PreviewSelection | null): void;
}

/**
 * The live preview inside the shop's frame (docs/preview.md), loaded only when the server verified a preview
 * token: it compiles the widgets' schemas, listens to the editor, and answers `ready` once it does. Once the editor
 * speaks version 2, a click in the page selects the node clicked (clickSelect.ts), and after each render the text's
 * contrast is checked when the frame is idle (contrastWatch.ts).
 */
export default function PreviewRuntime({ session, onView, onSelect }: PreviewRuntimeProps) {
  const { api } = useStores();
  const matches = useMatches();
  const shown = useRef<ShownPage | null>(null);
  useLayoutEffect(() => {
    shown.current = shownPageOf(matches);
  }, [matches]);

  useEffect(() => {
    if (window.parent === window) return; // not framed: no editor to hear
    let closed = false;
    let close = () => {};
    let stopClickSelect = () => {};
    const store = new PreviewStore();
    onView(store);
    // the checks' messages in the page's language (Thai by ajv-i18n; English is ajv's own)
    const lang = document.documentElement.lang === "en" ? "en" : "th";
    const localize = lang === "th" ? { localize: localizeThai } : {};
    void createNodeValidator(undefined, localize).then((validator) => {
      if (closed) return;
      const current = () =>
        shown.current ?? { path: location.pathname, page: [], header: [], footer: [], catalogue: EMPTY_CATALOGUE };
      let queue = Promise.resolve();
      // in order: a selection waits for the page it selects in
      const enqueue = (task: () => Promise<void>) => (queue = queue.then(task));
      const channel = openEditorChannel(session, createMessageCheck(), (message) => {
        enqueue(() => controller.receive(message));
      });
      const contrast = watchContrast((findings) => enqueue(async () => controller.reportContrast(findings)));
      const controller = createPreviewController({
        store,
        validator,
        post: channel.post,
        speak: (version) => {
          channel.speak(version);
          stopClickSelect();
          stopClickSelect = version === 2 ? startClickSelect((ukey) => enqueue(() => controller.pick(ukey))) : () => {};
        },
        lang,
        shown: current,
        fetchCatalogue: (needs, have) => fetchMissingCatalogue(api, needs, have),
        select: (selection) => showSelection(selection, onSelect),
        applyBase,
        afterPaint,
        rendered: contrast.schedule,
      });
      close = () => {
        channel.close();
        stopClickSelect();
        contrast.stop();
      };
      channel.post({ type: "ready", path: current().path });
    });
    return () => {
      closed = true;
      close();
      onView(null);
    };
  }, [session, api, onView, onSelect]);
  return null;
}

/** What the loaders show: the page route's nodes and catalogue, the root's zones. */
function shownPageOf(matches: UIMatch[]): ShownPage | null {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const page = matches.map((match) => match.data as PageLoaderData | undefined).find((data) => data?.nodes);
  if (!root || !page) return null;
  return { path: page.path, page: page.nodes, header: root.header, footer: root.footer, catalogue: page.catalogue };
}

/** Resolves after the next paint: React commits the store's change first, the frame paints, then this resolves. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0));
}
