import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import type { ShopDocument } from "~/generated/schemas";
import { NodeTree } from "~/renderer/NodeTree";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import { kindsOf, preloadWidgets, widgetComponent } from "~/renderer/widgetModules";
import messages from "../../locales/th.json";
import { generatedPageNodes } from "./generatedPage";

const WARMUP = 30;
const ROUNDS = 7;

function withProviders(children: ReactNode): ReactNode {
  return (
    <IntlProvider locale="th-TH" messages={messages}>
      <MemoryRouter initialEntries={["/"]}>{children}</MemoryRouter>
    </IntlProvider>
  );
}

/** The storefront's pipeline: JSON text → parse → normalise (shape, migrate, defaults, validate, sanitise) → render. */
function pipelineRender(json: string, validator: NodeValidator): string {
  const { nodes } = normalizeTree(JSON.parse(json), validator, {
    pointer: "/children",
    zone: "page",
    keepInvalid: false,
    inputOwned: true, // as in the page loader: the parsed response belongs to the pipeline
  });
  return renderToString(withProviders(<NodeTree nodes={nodes} showProblems={false} />));
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
function bareRender(json: string): string {
  const build = (node: RawNode): ReactNode => {
    const Widget = widgetComponent(node.kind);
    if (!Widget) return null;
    const props = { key: node.ukey, ukey: node.ukey, setting: node.setting ?? {} };
    return createElement(Widget, props, ...(node.children ?? []).map(build));
  };
  return renderToString(withProviders((JSON.parse(json) as RawNode[]).map(build)));
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

async function benchPage(name: string, children: unknown, validator: NodeValidator, iterations: number) {
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
      () => bareRender(json),
      () => pipelineRender(json, validator),
      (index) => pipelineRender(withFreshRichText(index), validator),
    ],
    iterations,
  );
  const html = pipelineRender(json, validator).length;
  const ratio = (time: number) => `ratio ${(time / bare).toFixed(2)}`;
  console.log(`${name}: ${countNodes(nodes)} nodes, ${(html / 1024).toFixed(1)} KiB of HTML`);
  console.log(`  bare: parse + createElement render                  ${bare.toFixed(3)} ms`);
  console.log(`  pipeline: parse + validate + render                 ${steady.toFixed(3)} ms  ${ratio(steady)}`);
  console.log(`  pipeline, new rich text every render (cache misses) ${cold.toFixed(3)} ms  ${ratio(cold)}`);
}

export async function runBenchmarks() {
  const validator = await createNodeValidator();
  const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;
  const home = demo.pages.find((page) => page.path === "/");
  if (!home) throw new Error("shops/demo.json has no home page");
  console.log(
    `node ${process.version}, NODE_ENV=${process.env.NODE_ENV}, median of ${ROUNDS} rounds after ${WARMUP} warm-up renders`,
  );
  await benchPage("demo home page (th)", home.th.pageComponent.children, validator, 200);
  await benchPage("generated page", generatedPageNodes(100), validator, 20);
}
