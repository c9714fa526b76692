// The SSR bundle's entry (see vite.config.ts): the shop API and React Router SSR in one Hono app, sharing module
// instances with the route modules. server/index.js serves it (and the built assets).
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { isbot } from "isbot";
import { createApiClient } from "~/api/client";
import { rememberedLang } from "~/app/loaders/langCookie.server";
import { servicesContext } from "~/app/services";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { firstVisitLang } from "~/lib/firstVisitLang";
import { resolveLocalePath } from "~/lib/localePath";
import { createShopApi } from "./app";
import { serverConfigFromEnv } from "./config";
import { databaseOptionsFromEnv, openDatabase } from "./db";
import { createHostedCheckout } from "./hosted";
import { findShopByHost } from "./modules/tenancy/repo";
import { createShopCache } from "./modules/tenancy/shopCache";
import { createPageCache, type ServePage } from "./pageCache/pageCache";
import { createPageStore } from "./pageCache/pageStore";
import { seedDemoShops } from "./shops/seedDemoShops";

const config = serverConfigFromEnv(process.env, import.meta.env.MODE);
const loadBuild = () => import("virtual:react-router/server-build");
const handleSsr = createRequestHandler(loadBuild, import.meta.env.MODE);

interface ShopApiProcess {
  fetch(request: Request): Promise<Response>;
  /** The shop a host names (cached a few seconds); with API_ORIGIN every host counts as shop 0. */
  shopIdOf(host: string): Promise<number | null>;
  /** Calls back on every shop change (null: any shop); never with API_ORIGIN, whose database is not ours. */
  listenForShopChanges(listener: (shopId: number | null) => void): Promise<unknown>;
}

/** The shop API: in this process on the database, or a proxy to API_ORIGIN. */
async function startShopApi(): Promise<ShopApiProcess> {
  const { apiOrigin } = config;
  if (apiOrigin) {
    return {
      fetch: (request) => {
        const url = new URL(request.url);
        return proxy(`${apiOrigin}${url.pathname}${url.search}`, request);
      },
      shopIdOf: async () => 0,
      listenForShopChanges: async () => {},
    };
  }
  const handle = await openDatabase(databaseOptionsFromEnv(process.env));
  const { db } = handle;
  for (const seeded of await seedDemoShops(db)) {
    if (seeded.imported) console.log(`[seed] imported demo shop ${seeded.shopId} from ${seeded.file}`);
  }
  const shopApi = createShopApi({ db });
  const hosted = createHostedCheckout({ db }); // the hosted cart/checkout stand-in (§2), same database
  const shops = createShopCache((host) => findShopByHost(db, host));
  return {
    fetch: async (request) => (new URL(request.url).pathname.startsWith("/hosted/") ? hosted : shopApi).fetch(request),
    shopIdOf: (host) => shops(new Headers({ host })).then((shop) => shop.id),
    listenForShopChanges: (listener) => handle.listenForShopChanges(listener),
  };
}

/** The page cache (see server/pageCache): its store is purged whenever a shop changes. */
async function startPageCache(shopApi: ShopApiProcess): Promise<ServePage> {
  const { enabled, ttlSeconds, maxBytes } = config.pageCache;
  const store = enabled ? createPageStore({ ttlMs: ttlSeconds * 1000, maxBytes }) : null;
  if (store) {
    await shopApi.listenForShopChanges((shopId) => (shopId === null ? store.purgeAll() : store.purgeShop(shopId)));
  }
  const build = (await loadBuild()).assets.version;
  return createPageCache({
    store,
    ttlSeconds,
    build,
    shopIdOf: (host) => shopApi.shopIdOf(host),
    isBot: (userAgent) => isbot(userAgent),
    // §2's geography step redirects a first visit from abroad: such a request is never answered from the cache.
    mustRender: async (request, url, isBot) =>
      firstVisitLang({
        pathLang: resolveLocalePath(url.pathname).lang,
        rememberedLang: await rememberedLang(request),
        country: request.headers.get(config.countryHeader),
        isBot,
      }) !== null,
  });
}

const ready = startShopApi().then((shopApi) =>
  Promise.all([shopApi, createNodeValidator(), startPageCache(shopApi)] as const),
);
/** Resolves once the database is migrated and seeded and the page cache listens: then the server may listen. */
export const started: Promise<void> = ready.then(() => {});

ready.catch((error: unknown) => {
  console.error("[server] failed to start", error);
  process.exit(1);
});

function hostOf(request: Request): string {
  return (request.headers.get("host") ?? new URL(request.url).host).replace(/:\d+$/, "").toLowerCase();
}

export const app = new Hono();

// The hosted checkout stand-in sets its own stricter headers (no-referrer, CSP): it goes before secureHeaders.
// Proxied, it is told the shopper's host and scheme (for its same-origin check, back-to-shop link, Secure cookie).
app.all("/hosted/*", async (c) => {
  const [shopApi] = await ready;
  if (!config.apiOrigin) return shopApi.fetch(c.req.raw);
  const url = new URL(c.req.url);
  return proxy(`${config.apiOrigin}${url.pathname}${url.search}`, {
    ...c.req,
    redirect: "manual", // its 303s (secret → cookie, order placed) are the browser's to follow
    headers: {
      ...c.req.header(),
      "X-Forwarded-Host": url.host,
      "X-Forwarded-Proto": c.req.header("x-forwarded-proto") ?? url.protocol.slice(0, -1),
    },
  });
});

app.use(
  secureHeaders({
    xFrameOptions: false, // the shop owner's editor frames the shop for its live preview
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  }),
);

app.all("/api/*", async (c) => {
  const [shopApi] = await ready;
  return shopApi.fetch(c.req.raw);
});

app.all("*", async (c) => {
  const [shopApi, validator, servePage] = await ready;
  const request = c.req.raw;
  return servePage(request, () => renderPage(request, shopApi, validator));
});

function renderPage(request: Request, shopApi: ShopApiProcess, validator: NodeValidator): Promise<Response> {
  const host = hostOf(request);
  const origin = new URL(request.url).origin;
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    host,
    country: request.headers.get(config.countryHeader),
    validator,
    showProblems: config.showProblems,
    browserApiBaseUrl: origin,
    hostedCheckoutUrl: config.hostedCheckoutUrl ?? `${origin}/hosted`,
    api: (lang) =>
      createApiClient({
        baseUrl: config.apiOrigin ?? origin,
        host,
        lang: () => lang,
        fetch: (input, init) => shopApi.fetch(new Request(input, init)),
      }),
  });
  return handleSsr(request, context);
}
