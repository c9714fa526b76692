// The SSR bundle's entry (see vite.config.ts): the shop API and React Router SSR in one Hono app, sharing module
// instances with the route modules. server/index.js serves it (and the built assets).
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isbot } from "isbot";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { prepareShell } from "~/app/loaders/zones.server";
import { type ShopData, servicesContext } from "~/app/services";
import { loadMessages } from "~/i18n/compiledMessages";
import { firstVisitLang } from "~/lib/firstVisitLang";
import { langFromCookies } from "~/lib/langCookie";
import { resolveLocalePath } from "~/lib/localePath";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "./app";
import { serverConfigFromEnv } from "./config";
import { databaseOptionsFromEnv, openDatabase } from "./db";
import type { ShopChangeListener } from "./db/shopChanges";
import { createHostedCheckout } from "./hosted";
import { log } from "./log.js";
import { createPageCache, type ServePage } from "./pageCache/pageCache";
import { createPageStore } from "./pageCache/pageStore";
import { answerUnexpectedError, requestLog } from "./requestLog";
import { seedDemoShops } from "./shops/seedDemoShops";
import { createInProcessShopData } from "./storefront/inProcessShopData";
import { createHttpBackend } from "./upstream/httpBackend";

const config = serverConfigFromEnv(process.env, import.meta.env.MODE);
const loadBuild = () => import("virtual:react-router/server-build");
const handleSsr = createRequestHandler(loadBuild, import.meta.env.MODE);

/** The shop API, and the shop's data for the loaders of a request's host. */
interface ShopBackend {
  /** Answers /api/* and /hosted/*; `forwarded` tells a proxied /hosted the shopper's host and scheme. */
  api(request: Request, forwarded?: Record<string, string>): Promise<Response>;
  data(host: string): ShopData;
  /** The shop a host names, or null; with API_ORIGIN every host counts as shop 0 (its database is not ours). */
  shopIdOf(host: string): Promise<number | null>;
  /** Calls back on every shop change, after this backend's own caches have dropped the shop (never with API_ORIGIN). */
  listenForShopChanges(listener: ShopChangeListener): Promise<unknown>;
}

/** The shop API and the loaders' data: in this process on the database, or at API_ORIGIN over HTTP. */
async function startShopBackend(validatorReady: Promise<NodeValidator>): Promise<ShopBackend> {
  const { apiOrigin, showProblems } = config;
  if (apiOrigin) {
    const validator = await validatorReady;
    const http = createHttpBackend(apiOrigin, config.upstream, (base, host) =>
      prepareShell({ validator, showProblems, host }, base),
    );
    return { ...http, shopIdOf: async () => 0, listenForShopChanges: async () => {} };
  }
  const database = await openDatabase(databaseOptionsFromEnv(process.env));
  const { db } = database;
  for (const seeded of await seedDemoShops(db)) {
    if (seeded.imported) log.info({ shopId: seeded.shopId, file: seeded.file }, "imported a demo shop");
  }
  const shopApi = createShopApi({ db });
  const hosted = createHostedCheckout({ db }); // the hosted cart/checkout stand-in (§2), same database
  const validator = await validatorReady;
  const shopData = createInProcessShopData({
    db,
    prepareShell: (base, host) => prepareShell({ validator, showProblems, host }, base),
  });
  return {
    api: async (request) => (new URL(request.url).pathname.startsWith("/hosted/") ? hosted : shopApi).fetch(request),
    data: (host) => shopData.forRequest(host),
    shopIdOf: (host) => shopData.shopIdOf(host),
    listenForShopChanges: (listener) =>
      database.listenForShopChanges((shopId) => {
        if (shopId === null) shopData.purgeAll();
        else shopData.purgeShop(shopId);
        listener(shopId);
      }),
  };
}

/** The page cache (see server/pageCache): its store is purged whenever a shop changes. */
async function startPageCache(backend: ShopBackend): Promise<ServePage> {
  const { enabled, ttlSeconds, maxBytes } = config.pageCache;
  const store = enabled ? createPageStore({ ttlMs: ttlSeconds * 1000, maxBytes }) : null;
  await backend.listenForShopChanges((shopId) => {
    if (shopId === null) store?.purgeAll();
    else store?.purgeShop(shopId);
  });
  return createPageCache({
    store,
    ttlSeconds,
    build: (await loadBuild()).assets.version,
    shopIdOf: (host) => backend.shopIdOf(host),
    isBot: (userAgent) => isbot(userAgent),
    // §2's geography step redirects a first visit from abroad: such a request is never answered from the cache.
    mustRender: async (request, url, isBot) =>
      firstVisitLang({
        pathLang: resolveLocalePath(url.pathname).lang,
        rememberedLang: langFromCookies(request.headers.get("cookie")),
        country: request.headers.get(config.countryHeader),
        isBot,
      }) !== null,
  });
}

const validatorReady = createNodeValidator();
const ready = startShopBackend(validatorReady).then((backend) =>
  Promise.all([backend, validatorReady, startPageCache(backend), loadMessages("th"), loadMessages("en")] as const),
);

/** Resolves once the database is migrated and seeded and the page cache listens: then the server may listen. */
export const started: Promise<void> = ready.then(() => {});

ready.catch((error: unknown) => {
  log.fatal({ err: error }, "failed to start");
  process.exit(1);
});

function hostOf(request: Request): string {
  return (request.headers.get("host") ?? new URL(request.url).host).replace(/:\d+$/, "").toLowerCase();
}

export const app = new Hono();
app.use(requestLog());
app.onError(answerUnexpectedError);

// The hosted checkout stand-in sets its own stricter headers (no-referrer, CSP): it goes before secureHeaders.
// Proxied, it is told the shopper's host and scheme (for its same-origin check, back-to-shop link, Secure cookie).
app.all("/hosted/*", async (c) => {
  const [backend] = await ready;
  const url = new URL(c.req.url);
  return backend.api(c.req.raw, {
    "X-Forwarded-Host": url.host,
    "X-Forwarded-Proto": c.req.header("x-forwarded-proto") ?? url.protocol.slice(0, -1),
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
  const [backend] = await ready;
  return backend.api(c.req.raw);
});

app.all("*", async (c) => {
  const [backend, validator, servePage] = await ready;
  const request = c.req.raw;
  return servePage(request, () => renderPage(request, backend, validator));
});

function renderPage(request: Request, backend: ShopBackend, validator: NodeValidator): Promise<Response> {
  const host = hostOf(request);
  const origin = new URL(request.url).origin;
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    data: backend.data(host),
    host,
    country: request.headers.get(config.countryHeader),
    validator,
    showProblems: config.showProblems,
    browserApiBaseUrl: origin,
    hostedCheckoutUrl: config.hostedCheckoutUrl ?? `${origin}/hosted`,
  });
  return handleSsr(request, context);
}
