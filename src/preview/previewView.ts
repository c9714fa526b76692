import { createContext, useContext } from "react";
import type { PageHead } from "~/generated/schemas";
import type { PageLayout } from "~/lib/pageLayout";
import type { PageCatalogue } from "~/renderer/pageData";
import type { RenderNode } from "~/renderer/normalizeTree";

/** The zones a preview replaces (the free zone is checked and reported; the storefront shows no free zone yet). */
export type PreviewZone = "header" | "footer" | "free";

/** A page the editor replaced: its nodes, and its layout (pageSetting) and head when the editor sent them. */
export interface PreviewPage {
  path: string;
  nodes: readonly RenderNode[];
  layout?: PageLayout;
  head?: PageHead;
  catalogue: PageCatalogue;
}

/** What the page and its zones read of a live preview (PreviewStore, observed: read it in observer components). */
export interface PreviewView {
  /** The replaced page of `path`, or null to show the loader's. */
  pageFor(path: string): PreviewPage | null;
  /** The replaced zone, or null to show the loader's. */
  zone(zone: PreviewZone): readonly RenderNode[] | null;
}

/** The live preview's view; null for shoppers (and until the preview runtime has loaded). */
export const PreviewViewContext = createContext<PreviewView | null>(null);

export function usePreviewView(): PreviewView | null {
  return useContext(PreviewViewContext);
}

/** The node the editor selected, and the field of its setting it named (`select.field`, protocol version 2). */
export interface PreviewSelection {
  ukey: string;
  /** A JSON pointer inside the node's setting, e.g. "/sliders/2/title". */
  field?: string;
}

/** The editor's selection: read by widgets that move on their own (sliders pause while selected). */
export const PreviewSelectionContext = createContext<PreviewSelection | null>(null);

/** The editor's selection when it is this node, else null (always null for shoppers). */
export function usePreviewSelection(ukey: string): PreviewSelection | null {
  const selection = useContext(PreviewSelectionContext);
  return selection?.ukey === ukey ? selection : null;
}
