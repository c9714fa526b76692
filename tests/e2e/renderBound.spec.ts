import http from "node:http";
import { RENDER_LIMITS } from "../../server/pageCache/renderLimit";
import { expect, test } from "./fixtures";
import {
  BROWSER_USER_AGENT as CHROME,
  type RawAnswer,
  rawGet,
  type RunningServer,
  startBuiltServer,
} from "./pageCacheHttp";

// The built storefront with API_ORIGIN on a stand-in API that holds the page calls of one host (the flooded shop)
// until released, forwarding everything else to the shared test server: a render of that shop stays under way as
// long as the test wants, so how many are admitted is observed without timing anything.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const API_PORT = PORT + 3;
const STOREFRONT_PORT = PORT + 4;
const FLOODED = "localhost";
const OTHER = "offline.localhost";
/** Renders of a shop at once, and its requests waiting their turn. */
const { perShop: PER_SHOP, queuePerShop: QUEUE_PER_SHOP } = RENDER_LIMITS;

interface HoldingApi {
  /** Page calls of the flooded host held now (the storefront still waiting on them), and the most ever at once. */
  held(): number;
  mostHeld(): number;
  /** Forwards the calls held, and holds no more. */
  release(): void;
  close(): Promise<void>;
}

async function startHoldingApi(port: number, realOrigin: string): Promise<HoldingApi> {
  let holding: (() => void)[] = [];
  let holds = true;
  let mostHeld = 0;
  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const target = new URL(request.url ?? "/", realOrigin);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  };
  const server = http.createServer((request, response) => {
    const held = holds && request.url?.startsWith("/api/page") && request.headers["x-nuxt-host"] === FLOODED;
    if (!held) return forward(request, response);
    const go = () => forward(request, response);
    holding.push(go);
    mostHeld = Math.max(mostHeld, holding.length);
    // a call the storefront gave up on (its attempt timed out on a busy machine) no longer holds a render
    response.on("close", () => (holding = holding.filter((waiting) => waiting !== go)));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    held: () => holding.length,
    mostHeld: () => mostHeld,
    release() {
      holds = false;
      for (const go of holding) go();
      holding = [];
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

let api: HoldingApi;
let storefront: RunningServer | undefined;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const page = (host: string, path: string): Promise<RawAnswer> =>
  rawGet(STOREFRONT_PORT, path, { host: `${host}:${STOREFRONT_PORT}`, "user-agent": CHROME });

test.describe("one shop flooded with uncached pages", () => {
  test.setTimeout(60_000);

  test.beforeAll(async () => {
    test.setTimeout(90_000); // a hook's own (the describe's covers its tests only): a server started, on a busy machine
    api = await startHoldingApi(API_PORT, `http://127.0.0.1:${PORT}`);
    storefront = await startBuiltServer(STOREFRONT_PORT, { API_ORIGIN: `http://127.0.0.1:${API_PORT}` });
  });

  test.afterAll(async () => {
    api?.release();
    await storefront?.stop();
    await api?.close();
  });

  test("takes its share of the renders, a few wait, the rest are a fast 503; another shop's pages are admitted", async () => {
    const extra = 3;
    const answers: RawAnswer[] = [];
    const flood = Array.from({ length: PER_SHOP + QUEUE_PER_SHOP + extra }, () =>
      page(FLOODED, `/search?q=${unique()}`).then((answer) => (answers.push(answer), answer)),
    );
    // the shop's share renders (held by the API), its queue waits, the extra requests are answered at once
    await expect.poll(() => [api.held(), answers.length], { timeout: 10_000 }).toEqual([PER_SHOP, extra]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("1");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body.toString("utf8")).toContain("The shop is busy");
    }

    const other = await page(OTHER, `/search?q=${unique()}`);
    expect(other.status).toBe(200);
    expect(other.headers["x-page-cache"]).toBe("miss");

    api.release();
    const statuses = (await Promise.all(flood)).map((answer) => answer.status);
    // those that waited render in turn (or get a 503 when their turn took over 5 s, on a slow machine)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(PER_SHOP);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(api.mostHeld()).toBe(PER_SHOP); // never more of its renders at once while they were held
    // its renders done, the shop is admitted again
    expect((await page(FLOODED, `/search?q=${unique()}`)).status).toBe(200);
  });
});
