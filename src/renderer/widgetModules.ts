import { type ComponentType, lazy } from "react";
import { widgetDefinitions } from "~/generated/widget-registry";
import type { WidgetProps, WidgetSetting } from "../../registry/types";
import { loadDocument } from "~/lib/reloadGuard";
import type { AnyWidgetDefinition } from "./nodeValidator";

export type WidgetComponent = ComponentType<WidgetProps<WidgetSetting>>;

const definitions = new Map<string, AnyWidgetDefinition>(
  (widgetDefinitions as readonly AnyWidgetDefinition[]).map((definition) => [definition.kind, definition]),
);

// Caches of code, not of data: the same for every shop, language and request.
const loadedComponents = new Map<string, WidgetComponent>();
const lazyComponents = new Map<string, WidgetComponent>();
/** What the code of a kind not loaded yet waits for: nothing, unless the browser holds it back (lazy mode). */
let codeMayLoad: Promise<void> = Promise.resolve();
let releaseCode: () => void = () => undefined;

/**
 * Holds back the code of kinds not loaded yet until `until` settles (or releaseWidgetCode). React's lazy() starts
 * loading as soon as it renders; this gate keeps a node held back by lazy mode suspended meanwhile, its server HTML
 * kept as it is.
 */
export function holdWidgetCodeUntil(until: Promise<void>): void {
  codeMayLoad = new Promise((resolve) => {
    releaseCode = resolve;
    void until.then(resolve);
  });
}

/** Lets the code held back load now: a navigation, even one no event of the shopper's started, ends lazy mode (§4). */
export function releaseWidgetCode(): void {
  releaseCode();
}

/** Settles once code held back by lazy mode may load (at once when nothing holds it back). */
export function whenCodeMayLoad(): Promise<void> {
  return codeMayLoad;
}

async function loadComponent(definition: AnyWidgetDefinition): Promise<WidgetComponent> {
  return (await definition.load()).default as unknown as WidgetComponent;
}

/** Loads the lazy chunks of the given kinds, so a page renders (and hydrates) without suspending. */
export async function preloadWidgets(kinds: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(kinds)].map(async (kind) => {
      const definition = definitions.get(kind);
      if (!definition || loadedComponents.has(kind)) return;
      loadedComponents.set(kind, await loadComponent(definition));
    }),
  );
}

/**
 * Route data once the chunks of the widget kinds it lists are loaded: what clientLoaders return. A chunk that fails
 * to load fails no navigation: its widget loads it again once the page shows (widgetComponent), where a failure
 * reloads the page at its own address.
 */
export async function withWidgetChunks<Data extends { widgetKinds: readonly string[] }>(data: Data): Promise<Data> {
  await preloadWidgets(data.widgetKinds).catch(() => undefined);
  return data;
}

/** Never settles: what a widget's code is while the page reloads, or when it cannot load at all. */
const forever = new Promise<never>(() => undefined);

/**
 * The code of a kind for its widget. Offline, a failure waits to be back online and tries again. Otherwise the code
 * is gone (a new build removed the chunk) or the network failed it: the page reloads once, keeping its path, query
 * and hash (§4, loadDocument). Within 10 s of a reload of that path (or without sessionStorage) it does not reload
 * again: the error is logged and the widget stays suspended, so its server HTML stays as rendered.
 */
async function loadWidgetCode(kind: string, definition: AnyWidgetDefinition): Promise<WidgetComponent> {
  for (;;) {
    try {
      return await loadComponent(definition);
    } catch (error) {
      if (!navigator.onLine) {
        await new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
        continue;
      }
      if (!loadDocument()) console.error(`the code of widget ${kind} did not load`, error);
      return forever;
    }
  }
}

/** The component of a kind: the preloaded one, else a lazy one that suspends until its chunk may load and arrives. */
export function widgetComponent(kind: string): WidgetComponent | undefined {
  const loaded = loadedComponents.get(kind);
  if (loaded) return loaded;
  const definition = definitions.get(kind);
  if (!definition) return undefined;
  let component = lazyComponents.get(kind);
  if (!component) {
    component = lazy(async () => {
      await codeMayLoad;
      return { default: await loadWidgetCode(kind, definition) };
    });
    lazyComponents.set(kind, component);
  }
  return component;
}

/** Each top-level node of trees (by ukey) with every kind it uses: what the browser loads first or later. */
export function kindsByTopLevelNode(
  nodes: readonly { ukey: string; kind: string; children: readonly unknown[] }[],
): Record<string, string[]> {
  const byNode: Record<string, string[]> = {};
  for (const node of nodes) byNode[node.ukey] = [...new Set([...(byNode[node.ukey] ?? []), ...kindsOf([node])])];
  return byNode;
}

/** Every kind used in a tree, for preloading. */
export function kindsOf(nodes: readonly { kind: string; children: readonly unknown[] }[]): string[] {
  const kinds = new Set<string>();
  const visit = (list: readonly { kind: string; children: readonly unknown[] }[]) => {
    for (const node of list) {
      kinds.add(node.kind);
      visit(node.children as { kind: string; children: unknown[] }[]);
    }
  };
  visit(nodes);
  return [...kinds];
}
