import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import { servicesContext } from "~/app/services";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { NodeTree } from "~/renderer/NodeTree";
import { type DatabaseHandle, openDatabase } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { createTestStorage, TEST_APP_ROLE, type TestStorage } from "../api/harness";
import { WidgetPage } from "../renderWidget";
import { type HeldTransactionsProbe, startHeldTransactionsProbe } from "./heldTransactions";
import { demo, routerContext } from "./loaderContext";

const adminUrl = process.env.TEST_DATABASE_URL;
/** Pages whose data every read comes from the database: each request has caches of its own (a cold shop). */
const PATHS = ["/", "/all-products", "/category/tea/101", "/search?q=oolong", "/en/", "/about"];
const CONCURRENT_REQUESTS = 6;
const ROUNDS = 4;

/**
 * Issue #29: a transaction lasts as long as its statements, never across React's render. Requests of one process
 * load their pages from PostgreSQL while others render; at every render (synchronous: nothing else of the process
 * runs meanwhile) the database must hold no transaction of the app open, waiting on it ("idle in transaction").
 */
describe.skipIf(!adminUrl)("a page render on PostgreSQL", () => {
  let storage: TestStorage;
  let database: DatabaseHandle;
  let validator: NodeValidator;
  let probe: HeldTransactionsProbe;

  beforeAll(async () => {
    storage = await createTestStorage("postgres");
    const owner = await openDatabase(storage.ownerOptions);
    await importShopDocument(owner.db, demo).finally(() => owner.close());
    database = await openDatabase(storage.options);
    validator = await createNodeValidator();
    const name = new URL(storage.options.url as string).pathname.slice(1);
    probe = startHeldTransactionsProbe(adminUrl as string, name, TEST_APP_ROLE);
  });

  afterAll(async () => {
    await probe?.stop();
    await database?.close();
    await storage?.dispose();
  });

  /** The page's data as the server loads it (shell, page, catalogue), then its render with the probe inside. */
  async function loadAndRender(path: string): Promise<number> {
    const context = routerContext(database.db, validator);
    const request = new Request(`http://localhost${path}`);
    const { data } = context.get(servicesContext);
    const [, loaded] = await Promise.all([
      data.shell({ lang: path.startsWith("/en/") ? "en" : "th", path, query: {} }),
      loadPage({ request, context }) as unknown as Promise<{ data: PageLoaderData }>,
    ]);
    let held = -1;
    function Probe() {
      held = probe.heldNow();
      return null;
    }
    const { nodes, search, otherData, catalogue } = loaded.data;
    const html = renderToString(
      <WidgetPage url={path} page={{ path, search, otherData, catalogue }}>
        <NodeTree nodes={nodes} showProblems={false} />
        <Probe />
      </WidgetPage>,
    );
    expect(html.length, html).toBeGreaterThan(1000);
    return held;
  }

  it("finds no connection of the app idle in a transaction while pages render", async () => {
    const held: number[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENT_REQUESTS }, async (_, worker) => {
        for (let round = 0; round < ROUNDS; round++) {
          held.push(await loadAndRender(PATHS[(worker + round) % PATHS.length] as string));
        }
      }),
    );
    expect(held).toHaveLength(CONCURRENT_REQUESTS * ROUNDS);
    expect(held.filter((count) => count > 0)).toEqual([]);
  });
});
