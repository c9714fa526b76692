import { action, makeObservable, observableRef } from "mobx";
import type { PageHead } from "~/generated/schemas";
import type { PageLayout } from "~/lib/pageLayout";
import type { PageCatalogue } from "~/renderer/pageData";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { PreviewPage, PreviewView, PreviewZone } from "./previewView";
import { reuseUnchanged } from "./reuseUnchanged";

/**
 * What the editor replaced, observed by the page and its zones (PageView, ZoneLayout): the page of one path, the
 * header, footer and free zones. Each replacement keeps the nodes that did not change (reuseUnchanged).
 */
export class PreviewStore implements PreviewView {
  page: PreviewPage | null = null;
  zones: Partial<Record<PreviewZone, readonly RenderNode[]>> = {};

  constructor() {
    makeObservable(this, {
      page: observableRef,
      zones: observableRef,
      replacePage: action,
      replaceZone: action,
    });
  }

  pageFor(path: string): PreviewPage | null {
    return this.page?.path === path ? this.page : null;
  }

  zone(zone: PreviewZone): readonly RenderNode[] | null {
    return this.zones[zone] ?? null;
  }

  /**
   * Shows `nodes` as the page of `path`; `shown` is what the page shows now when no replacement is (the loader's
   * nodes), so even the first replacement keeps unchanged widgets.
   */
  replacePage(
    path: string,
    shown: readonly RenderNode[],
    next: {
      nodes: readonly RenderNode[];
      layout?: PageLayout;
      head?: PageHead;
      catalogue: PageCatalogue;
    },
  ): void {
    const previous = this.pageFor(path);
    this.page = { path, ...next, nodes: reuseUnchanged(previous?.nodes ?? shown, next.nodes) };
  }

  replaceZone(zone: PreviewZone, shown: readonly RenderNode[], nodes: readonly RenderNode[]): void {
    this.zones = { ...this.zones, [zone]: reuseUnchanged(this.zones[zone] ?? shown, nodes) };
  }
}
