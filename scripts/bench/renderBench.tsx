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

/** The storefront's pipeline: JSON text → parse → normalise (migrate, defaults, validate, sanitise) → render. */
function pipelineRender(json: string, validator: NodeValidator): string {
  const { nodes } = normalizeTree(JSON.parse(json), validator, {
    pointer: "/children",
    zone: "page",
    keepInvalid: false,
  });
  return renderToString(withProviders(<NodeTree nodes={nodes} showProblems={false} />));
}

/** The baseline: the same (already valid) tree rendered with bare createElement registry look-ups. */
function bareRender(nodes: readonly RenderNode[]): string {
  const build = (node: RenderNode): ReactNode => {
    const Widget = widgetComponent(node.kind);
    if (!Widget) return null;
    return createElement(
      Widget,
      { key: node.ukey, ukey: node.ukey, setting: node.setting },
      ...node.children.map(build),
    );
  };
  return renderToString(withProviders(nodes.map(build)));
}

function timePerRun(run: () => void, iterations: number): number {
  for (let i = 0; i < WARMUP; i++) run();
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) run();
    rounds.push((performance.now() - start) / iterations);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(ROUNDS / 2)] ?? Number.NaN;
}

function countNodes(nodes: readonly RenderNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

async function benchPage(name: string, children: unknown, validator: NodeValidator, iterations: number) {
  const json = JSON.stringify(children);
  const { nodes, problems } = normalizeTree(structuredClone(children), validator, {
    pointer: "/children",
    zone: "page",
    keepInvalid: false,
  });
  if (problems.length > 0) throw new Error(`${name}: ${problems.length} invalid nodes`);
  await preloadWidgets(kindsOf(nodes));
  const pipeline = timePerRun(() => pipelineRender(json, validator), iterations);
  const bare = timePerRun(() => bareRender(nodes), iterations);
  const html = pipelineRender(json, validator).length;
  console.log(
    `${name.padEnd(28)} ${String(countNodes(nodes)).padStart(5)} nodes  ` +
      `pipeline ${pipeline.toFixed(3)} ms  bare ${bare.toFixed(3)} ms  ratio ${(pipeline / bare).toFixed(2)}  ` +
      `html ${(html / 1024).toFixed(1)} KiB`,
  );
}

export async function runBenchmarks() {
  const validator = await createNodeValidator();
  const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;
  const home = demo.pages.find((page) => page.path === "/");
  if (!home) throw new Error("shops/demo.json has no home page");
  console.log(`node ${process.version}, median of ${ROUNDS} rounds after ${WARMUP} warm-up renders`);
  await benchPage("demo home (th)", home.th.pageComponent.children, validator, 200);
  await benchPage("generated page", generatedPageNodes(100), validator, 20);
}
