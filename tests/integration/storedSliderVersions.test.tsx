// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import type { ShopDocument } from "~/generated/schemas";
import { loadedMessages } from "~/i18n/compiledMessages";
import { NodeTree } from "~/renderer/NodeTree";
import type { RenderNode } from "~/renderer/normalizeTree";
import { preloadWidgets } from "~/renderer/widgetModules";
import { demo, routerContext, useDemoShop } from "./loaderContext";

type StoredNode = {
  ukey: string;
  type: string;
  kind: string;
  version?: number;
  setting?: Record<string, unknown>;
  children?: StoredNode[];
};

/** The demo's hero slider on its Thai home page: stored at version 1 (autoplayMs), as every demo slider is. */
function heroSlider(home: StoredNode[]): StoredNode {
  const all = (nodes: StoredNode[]): StoredNode[] => nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
  const found = all(home).find((node) => node.kind === "slider");
  if (!found) throw new Error("the demo home page has no slider");
  return found;
}

/** A still banner (autoplay off) in a section of its own, as a version 1 node stores it or as a version 2 node does. */
const stillBanner = (version: 1 | 2): StoredNode => ({
  ukey: "still-section",
  type: "section",
  kind: "section",
  children: [
    {
      ukey: "still-banner",
      type: "widget",
      kind: "slider",
      ...(version === 2 ? { version: 2 } : {}),
      setting: {
        ...(version === 2 ? { autoplay: false } : { autoplayMs: 0 }),
        aspectRatio: "21/9",
        sliders: [
          { image: { src: "/demo/images/banner-1.svg", alt: "ไร่ชา", width: 1600, height: 600 } },
          { image: { src: "/demo/images/banner-2.svg", alt: "รถส่งของ", width: 1600, height: 600 } },
        ],
      },
    },
  ],
});

/**
 * The demo shop with its home page as stored (version 1 sliders) plus a still banner, and a copy of that page at
 * /sliders-v2 written the version 2 way, by hand.
 */
function demoWithBothVersions(): ShopDocument {
  const document = structuredClone(demo);
  const home = document.pages[0];
  if (!home) throw new Error("the demo shop has no home page");
  const copy = structuredClone(home);
  (home.th.pageComponent.children as StoredNode[]).push(stillBanner(1));
  const children = copy.th.pageComponent.children as StoredNode[];
  const hero = heroSlider(children);
  const { autoplayMs, ...rest } = hero.setting ?? {};
  if (autoplayMs !== 6000) throw new Error(`the demo hero changed: autoplayMs ${String(autoplayMs)}`);
  Object.assign(hero, { version: 2, setting: { ...rest, autoplay: true, autoplaySeconds: 6 } });
  children.push(stillBanner(2));
  document.pages.push({ ...copy, path: "/sliders-v2" });
  return document;
}

/** The sliders of the home page as the storefront renders them (server HTML). */
function renderedSliders(page: PageLoaderData): { settings: unknown[]; html: string } {
  const sliders: RenderNode[] = [];
  const walk = (nodes: RenderNode[]) => {
    for (const node of nodes) {
      if (node.kind === "slider") sliders.push(node);
      walk(node.children);
    }
  };
  walk(page.nodes);
  const html = renderToString(
    <IntlProvider locale="th-TH" messages={loadedMessages("th")}>
      <MemoryRouter>
        <NodeTree nodes={sliders} showProblems={false} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return { settings: sliders.map((node) => node.setting), html };
}

describe("a page stored with version 1 sliders renders as the same page written with version 2 ones", () => {
  const shop = useDemoShop(demoWithBothVersions());

  async function load(path: string): Promise<PageLoaderData> {
    const context = routerContext(shop.database.db, shop.validator);
    const result = await loadPage({ request: new Request(`http://localhost${path}`), context });
    return (result as unknown as { data: PageLoaderData }).data;
  }

  it("the same settings reach the widgets and the same HTML reaches the shopper", async () => {
    await preloadWidgets(["slider"]);
    const stored = renderedSliders(await load("/"));
    const current = renderedSliders(await load("/sliders-v2"));
    expect(stored.settings).toHaveLength(2);
    expect(stored.settings).toEqual(current.settings);
    expect(stored.settings).toEqual([
      expect.objectContaining({ autoplay: true, autoplaySeconds: 6 }),
      expect.objectContaining({ autoplay: false, autoplaySeconds: 5 }),
    ]);
    expect(stored.html).toBe(current.html);
    // the hero rotates (its pause button shows), the still banner does not (no pause or play button)
    const shown = document.createElement("div");
    shown.innerHTML = stored.html;
    const [hero, still] = shown.querySelectorAll(".w-slider");
    expect(hero?.querySelector(".w-slider__play")).not.toBeNull();
    expect(still?.querySelector(".w-slider__play")).toBeNull();
    expect(still?.querySelectorAll(".w-slider__dot")).toHaveLength(2);
  });
});
