// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import type { ShopDocument } from "~/generated/schemas";
import { NodeTree } from "~/renderer/NodeTree";
import type { RenderNode } from "~/renderer/normalizeTree";
import { preloadWidgets } from "~/renderer/widgetModules";
import { renderWidget } from "../renderWidget";
import { demo, routerContext, useDemoShop } from "./loaderContext";

type StoredNode = {
  ukey: string;
  type: string;
  kind: string;
  version?: number;
  setting?: Record<string, unknown>;
  children?: StoredNode[];
};

/** The demo's hero slider as its Thai home page stores it: version 1 (autoplayMs), as every demo slider is. */
function demoHero(): StoredNode {
  const all = (nodes: StoredNode[]): StoredNode[] => nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
  const found = all(demo.pages[0]?.th.pageComponent.children as StoredNode[]).find((node) => node.kind === "slider");
  if (!found) throw new Error("the demo home page has no slider");
  return structuredClone(found);
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

/** The same hero written the version 2 way, by hand. */
function heroAtVersion2(): StoredNode {
  const hero = demoHero();
  const { autoplayMs, ...rest } = hero.setting ?? {};
  if (autoplayMs !== 6000) throw new Error(`the demo hero changed: autoplayMs ${String(autoplayMs)}`);
  return { ...hero, version: 2, setting: { ...rest, autoplay: true, autoplaySeconds: 6 } };
}

/** A small shop (tests/fixtures/shop-a.json, on localhost) with a page of version 1 sliders and one of version 2. */
function shopWithBothVersions(): ShopDocument {
  const document = JSON.parse(readFileSync("tests/fixtures/shop-a.json", "utf8")) as ShopDocument;
  document.shop.hosts = ["localhost"];
  const page = (path: string, children: StoredNode[]) => {
    const content = { pageHead: { title: path }, pageComponent: { children } };
    return { path, th: content, en: content } as unknown as ShopDocument["pages"][number];
  };
  document.pages.push(
    page("/sliders-v1", [demoHero(), stillBanner(1)]),
    page("/sliders-v2", [heroAtVersion2(), stillBanner(2)]),
  );
  return document;
}

/** The sliders of a page as the storefront renders them (server HTML). */
function renderedSliders(page: PageLoaderData): { settings: unknown[]; html: string } {
  const sliders: RenderNode[] = [];
  const walk = (nodes: RenderNode[]) => {
    for (const node of nodes) {
      if (node.kind === "slider") sliders.push(node);
      walk(node.children);
    }
  };
  walk(page.nodes);
  const html = renderWidget(<NodeTree nodes={sliders} showProblems={false} />).innerHTML;
  return { settings: sliders.map((node) => node.setting), html };
}

describe("a page stored with version 1 sliders renders as the same page written with version 2 ones", () => {
  const shop = useDemoShop(shopWithBothVersions());

  async function load(path: string): Promise<PageLoaderData> {
    const context = routerContext(shop.database.db, shop.validator);
    const result = await loadPage({ request: new Request(`http://localhost${path}`), context });
    return (result as unknown as { data: PageLoaderData }).data;
  }

  it("the same settings reach the widgets and the same HTML reaches the shopper", async () => {
    await preloadWidgets(["slider"]);
    const stored = renderedSliders(await load("/sliders-v1"));
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
