import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createIntl } from "@formatjs/intl";
import { MemoryRouter } from "react-router";
import { fetchCatalogue } from "~/app/loaders/catalogue.server";
import type { ShopData } from "~/app/services";
import { collectNeeds } from "~/renderer/collectNeeds";
import { NodeTree } from "~/renderer/NodeTree";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import { EMPTY_CATALOGUE, PageDataProvider, type PageDataValue } from "~/renderer/pageData";
import { kindsOf, preloadWidgets, widgetComponent } from "~/renderer/widgetModules";
import { StoreProvider } from "~/stores/StoreProvider";
import { openDatabase } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { createInProcessShopData } from "../../server/storefront/inProcessShopData";
import { messagesByLang } from "~/i18n/messages";
import { IntlContext } from "~/i18n/useIntl";
import { generatedPageNodes } from "./generatedPage";

const WARMUP = 30;
const ROUNDS = 7;

const NO_PAGE_DATA: PageDataValue = { path: "/", search: "", otherData: {}, catalogue: EMPTY_CATALOGUE };

/** What the page route puts around the tree: intl, router, the root store and the page's data. */
function withProviders(children: ReactNode, page: PageDataValue): ReactNode {
  return (
    <IntlContext.Provider value={createIntl({ locale: "th-TH", messages: messagesByLang.th })}>
      <MemoryRouter initialEntries={[page.path + page.search]}>
        <StoreProvider
          context={{
            host: "localhost",
            lang: "th",
            apiBaseUrl: "http://localhost",
            shopId: null,
            isBot: false,
            accountServiceUrl: "/account",
          }}
        >
          <PageDataProvider value={page}>{children}</PageDataProvider>
        </StoreProvider>
      </MemoryRouter>
    </IntlContext.Provider>
  );
}

/** The storefront's pipeline: JSON text → parse → normalise (shape, migrate, defaults, validate, sanitise) → render. */
function pipelineRender(json: string, validator: NodeValidator, page: PageDataValue): string {
  const { nodes } = normalizeTree(JSON.parse(json), validator, {
    pointer: "/children",
    zone: "page",
    keepInvalid: false,
    inputOwned: true, // as in the page loader: the parsed response belongs to the pipeline
  });
  return renderToString(withProviders(<NodeTree nodes={nodes} showProblems={false} />, page));
}

interface RawNode {
  ukey: string;
  kind: string;
  setting?: Record<string, unknown>;
  children?: RawNode[];
}

/**
 * The baseline: the same JSON text parsed and rendered with bare createElement registry look-ups: no shape check,
 * migration, defaults, validation or sanitising, and no boundaries.
 */
function bareRender(json: string, page: PageDataValue): string {
  const build = (node: RawNode): ReactNode => {
    const Widget = widgetComponent(node.kind);
    if (!Widget) return null;
    const props = { key: node.ukey, ukey: node.ukey, setting: node.setting ?? {} };
    return createElement(Widget, props, ...(node.children ?? []).map(build));
  };
  return renderToString(withProviders((JSON.parse(json) as RawNode[]).map(build), page));
}

/**
 * Median time of one run of each contender, over ROUNDS rounds of `iterations` runs after WARMUP runs each. The
 * contenders take turns within every round, so drift of the machine (JIT, GC, the other core) hits all alike.
 */
function timePerRun(contenders: readonly ((index: number) => void)[], iterations: number): number[] {
  let index = 0;
  for (const run of contenders) for (let i = 0; i < WARMUP; i++) run(index++);
  const rounds = contenders.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    contenders.forEach((run, contender) => {
      const start = performance.now();
      for (let i = 0; i < iterations; i++) run(index++);
      rounds[contender]?.push((performance.now() - start) / iterations);
    });
  }
  return rounds.map((times) => times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? Number.NaN);
}

function countNodes(nodes: readonly RenderNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

async function benchPage(
  name: string,
  children: unknown,
  page: PageDataValue,
  validator: NodeValidator,
  iterations: number,
) {
  const json = JSON.stringify(children);
  const { nodes, problems } = normalizeTree(JSON.parse(json), validator, {
    pointer: "/children",
    zone: "page",
    keepInvalid: false,
  });
  if (problems.length > 0) throw new Error(`${name}: ${problems.length} invalid nodes`);
  await preloadWidgets(kindsOf(nodes));
  // Every rich text made unique per render (an HTML comment, which the sanitiser removes), so the sanitiser's
  // cache never hits, as when each render brings content not seen before.
  const withFreshRichText = (index: number) => json.replaceAll('"html":"', `"html":"<!--${index}-->`);

  const [bare = 0, steady = 0, cold = 0] = timePerRun(
    [
      () => bareRender(json, page),
      () => pipelineRender(json, validator, page),
      (index) => pipelineRender(withFreshRichText(index), validator, page),
    ],
    iterations,
  );
  const html = pipelineRender(json, validator, page).length;
  const ratio = (time: number) => `ratio ${(time / bare).toFixed(2)}`;
  console.log(`${name}: ${countNodes(nodes)} nodes, ${(html / 1024).toFixed(1)} KiB of HTML`);
  console.log(`  bare: parse + createElement render                  ${bare.toFixed(3)} ms`);
  console.log(`  pipeline: parse + validate + render                 ${steady.toFixed(3)} ms  ${ratio(steady)}`);
  console.log(`  pipeline, new rich text every render (cache misses) ${cold.toFixed(3)} ms  ${ratio(cold)}`);
}

/**
 * A page as the page loader gets it, from the shop's data on an in-memory database with the demo shop: its tree
 * and its page data, with the catalogue its widgets need (fetching is not part of what is timed).
 */
async function demoPageData(shopData: ShopData, validator: NodeValidator, pathAndQuery: string) {
  const url = new URL(pathAndQuery, "http://localhost");
  const data = await shopData.page({ lang: "th", path: url.pathname, query: Object.fromEntries(url.searchParams) });
  const children = data.pageComponent.children;
  const { nodes } = normalizeTree(structuredClone(children), validator, {
    pointer: "",
    zone: "page",
    keepInvalid: false,
  });
  const catalogue = await fetchCatalogue(shopData, "th", collectNeeds(nodes, validator));
  const page: PageDataValue = { path: url.pathname, search: url.search, otherData: data.otherData ?? {}, catalogue };
  return { children, page };
}

export async function runBenchmarks() {
  const validator = await createNodeValidator();
  const database = await openDatabase({});
  try {
    await importShopDocument(database.db, JSON.parse(readFileSync("shops/demo.json", "utf8")));
    const shopData = createInProcessShopData({
      db: database.db,
      shell: { validator, showProblems: false },
    }).forRequest("localhost");
    const home = await demoPageData(shopData, validator, "/");
    const category = await demoPageData(shopData, validator, "/category/tea/101?p_page=1");
    console.log(
      `node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, median of ${ROUNDS} rounds after ${WARMUP} warm-up renders`,
    );
    await benchPage("demo home page (th)", home.children, home.page, validator, 200);
    await benchPage("demo category page (th)", category.children, category.page, validator, 200);
    await benchPage("generated page", generatedPageNodes(100), NO_PAGE_DATA, validator, 20);
  } finally {
    await database.close();
  }
}
