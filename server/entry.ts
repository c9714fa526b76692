// The SSR bundle's entry (see vite.config.ts): the shop API and React Router SSR in one Hono app, sharing module
// instances with the route modules. server/index.js serves it (and the built assets).
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cspNonceContext } from "~/app/cspNonce";
import { pageLogContext } from "~/app/pageLog";
import { pageRequestOf } from "~/app/loaders/pageRequest.server";
import { STAGING_THEME_PATH } from "~/app/loaders/previewLook.server";
import { STOREFRONT_CSS_HASH } from "~/app/storefrontCss.server";
import { type ShopData, servicesContext } from "~/app/services";
import { loadMessages } from "~/i18n/compiledMessages";
import { firstVisitLang } from "~/lib/firstVisitLang";
import { isBotAgent } from "~/lib/isBot";
import { langFromCookies } from "~/lib/langCookie";
import { resolveLocalePath } from "~/lib/localePath";
import { PREVIEW_TOKEN_PARAM, type PreviewSession } from "~/preview/session";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "./app";
import { serverConfigFromEnv } from "./config";
import { databaseOptionsFromEnv, openDatabase, privilegeWarnings } from "./db";
import type { ShopChangeListener } from "./db/shopChanges";
import { createAccountService } from "./account";
import { shopTagHeaders, withShopTags } from "./cdn/shopTag";
import { CRAWL_ROUTES, crawlAnswer } from "./crawl/crawlAnswer";
import { type CrawlFiles, createCrawlFiles } from "./crawl/crawlFiles";
import { busyAnswer } from "./front/limitAnswers";
import { createHostedCheckout } from "./hosted";
import { createContentSecurityPolicy, newNonce } from "./http/contentSecurityPolicy";
import { CSP_REPORT_PATH, cspReportHandlers } from "./http/cspReports";
import { publicOriginOf } from "./http/publicOrigin";
import { securityHeaders } from "./http/securityHeaders";
import { answerShopStylesheet, SHOP_STYLESHEET_PATH } from "./http/shopStylesheet";
import { answerStagingThemeStylesheet } from "./http/stagingThemeStylesheet";
import { cameOverHttps, clientAddressOf } from "./http/trustedProxy";
import { log } from "./log.js";
import { createOwnerApi } from "./owner/routes";
import { MEDIA_PATH } from "./owner/media/limits";
import { answerMedia } from "./owner/media/serveMedia";
import { RETRY_AFTER_SECONDS } from "./modules/http/responses";
import { demoOwnerNotice } from "./owner/demoOwner";
import { createPageCache, type ServePage } from "./pageCache/pageCache";
import { createPageStore } from "./pageCache/pageStore";
import { createRenderLimit, RENDER_LIMITS } from "./pageCache/renderLimit";
import { createPreviewAccess } from "./preview/previewAccess";
import { previewConfirmedByApi } from "./preview/previewConfirmedByApi";
import { previewSecret } from "./preview/previewSecret";
import { previewDemoRoutes } from "./previewDemo";
import { editorApp } from "./editor/serveEditor";
import { answerUnexpectedError, pageLogOf, requestLog, withHeaders } from "./requestLog";
import { seedDemoShops } from "./shops/seedDemoShops";
import { pictureReader } from "./shopIcons/readPicture";
import { RenderCache } from "./shopIcons/renderCache";
import { shopDrawings } from "./shopIcons/shopDrawings";
import { shopIconRoutes } from "./shopIcons/shopIconRoutes";
import { createInProcessShopData } from "./storefront/inProcessShopData";
import { withShellOnce } from "./storefront/shellOnce";
import { createHttpBackend } from "./upstream/httpBackend";

export * as front from "./front"; // request limits: server/index.js runs them in front of everything

const config = serverConfigFromEnv(process.env, import.meta.env.MODE);
const loadBuild = () => import("virtual:react-router/server-build");
const handleSsr = createRequestHandler(loadBuild, import.meta.env.MODE);
const contentSecurityPolicy = createContentSecurityPolicy({
  reportPath: CSP_REPORT_PATH,
  development: import.meta.env.MODE !== "production",
  formOrigins: config.accountServiceUrl ? [new URL(config.accountServiceUrl).origin] : [],
  styleHashes: [STOREFRONT_CSS_HASH],
});
/** Who may preview which shop: EDITOR_ORIGINS for every shop, besides each shop's own editors. */
const previewAccess = createPreviewAccess({ secret: previewSecret, platformOrigins: config.editorOrigins });

/** The shop API, and the shop's data for the loaders of a request's host. */
interface ShopBackend {
  /** Answers /api/*, /hosted/* and /account/*; `forwarded` tells a proxied stand-in the shopper's host and scheme. */
  api(request: Request, forwarded?: Record<string, string>): Promise<Response>;
  data(host: string): ShopData;
  /** The shop a host names, or null; with API_ORIGIN every host counts as shop 0 (its database is not ours). */
  shopIdOf(host: string): Promise<number | null>;
  /** The live preview the request's preview token opens on the host's shop, or null; `data` is the request's. */
  previewOf(request: Request, host: string, data: ShopData): Promise<PreviewSession | null>;
  /** Calls back on every shop change, after this backend's own caches have dropped the shop (never with API_ORIGIN). */
  listenForShopChanges(listener: ShopChangeListener): Promise<unknown>;
  /** The owner API (/api/owner/*), on this process's database; null with API_ORIGIN or without EDITOR_ORIGIN. */
  ownerApi: ((request: Request) => Promise<Response>) | null;
  /** GET /media/<id>?size= of the shop (server/owner/media/serveMedia); with API_ORIGIN none (they are the API's). */
  media(shopId: number | null, id: string, size: string | undefined): Promise<Response>;
  /** The shops' robots.txt and sitemaps (server/crawl), on this process's database; null with API_ORIGIN. */
  crawl: CrawlFiles | null;
}

/** The shop API and the loaders' data: in this process on the database, or at API_ORIGIN over HTTP. */
async function startShopBackend(validatorReady: Promise<NodeValidator>): Promise<ShopBackend> {
  const { apiOrigin, showProblems } = config;
  if (apiOrigin) {
    const validator = await validatorReady;
    const http = createHttpBackend(apiOrigin, config.upstream, { validator, showProblems });
    return {
      ...http,
      shopIdOf: async () => 0,
      previewOf: (request, _host, data) =>
        previewConfirmedByApi(previewTokenOf(request), previewSecret, () =>
          data.page(pageRequestOf(new URL(request.url))),
        ),
      listenForShopChanges: async () => {},
      ownerApi: null,
      media: async () => new Response("Not Found", { status: 404 }),
      crawl: null,
    };
  }
  const databaseOptions = databaseOptionsFromEnv(process.env);
  const database = await openDatabase(databaseOptions);
  const { db } = database;
  if (databaseOptions.url) {
    // PostgreSQL is migrated and seeded beforehand (`npm run migrate`), by its owner: the server's role owns nothing.
    for (const warning of await privilegeWarnings(db)) log.warn(`database ${warning}`);
  } else {
    const demoShops = await seedDemoShops(db);
    for (const seeded of demoShops) {
      if (seeded.imported) log.info({ shopId: seeded.shopId, file: seeded.file }, "imported a demo shop");
    }
    // plain text, whatever LOG_LEVEL: a newcomer's first sign-in (never on PostgreSQL: an operator runs owner:add)
    const notice = await demoOwnerNotice(
      db,
      demoShops.map((seeded) => seeded.shopId),
    );
    if (notice) console.log(notice);
  }
  const shopApi = createShopApi({
    db,
    accountService: { url: config.accountServiceUrl, publicUrl: config.publicUrl },
    preview: previewAccess,
    hostCache: { maxBytes: config.shopCaches.hostBytes },
  });
  const hosted = createHostedCheckout({ db }); // the hosted cart/checkout stand-in (§2), same database
  // the account-service stand-in (§1)
  const account = createAccountService({ db, publicUrl: config.publicUrl, mailbox: config.accountMailbox });
  const ownerApi = config.editorOrigin
    ? createOwnerApi({ db, preview: previewAccess, editorOrigin: config.editorOrigin })
    : null;
  const validator = await validatorReady;
  const shopData = createInProcessShopData({
    db,
    shell: { validator, showProblems },
    preview: previewAccess,
    cache: { maxBytes: config.shopCaches.contentBytes },
    hostCache: { maxBytes: config.shopCaches.hostBytes },
  });
  const crawl = createCrawlFiles({ db, publicUrl: config.publicUrl, maxBytes: config.shopCaches.contentBytes });
  return {
    api: async (request) => {
      const { pathname } = new URL(request.url);
      return (pathname.startsWith("/hosted/") ? hosted : pathname.startsWith("/account/") ? account : shopApi).fetch(
        request,
      );
    },
    data: (host) => shopData.forRequest(host),
    shopIdOf: (host) => shopData.shopIdOf(host),
    previewOf: (request, host) => shopData.previewOf(host, previewTokenOf(request)),
    ownerApi: ownerApi ? async (request) => ownerApi.fetch(request) : null,
    media: (shopId, id, size) => answerMedia(db, shopId, id, size),
    crawl,
    listenForShopChanges: (listener) =>
      database.listenForShopChanges((shopId) => {
        if (shopId === null) {
          shopData.purgeAll();
          crawl.purgeAll();
        } else {
          shopData.purgeShop(shopId);
          crawl.purgeShop(shopId);
        }
        listener(shopId);
      }),
  };
}

/** The shops' drawn icons and share images (server/shopIcons), purged with the page cache. */
const drawnImages = new RenderCache();

/** The page cache (see server/pageCache): its store and the drawn images are purged whenever a shop changes. */
async function startPageCache(backend: ShopBackend): Promise<ServePage> {
  const { enabled, ttlSeconds, maxBytes } = config.pageCache;
  const store = enabled ? createPageStore({ ttlMs: ttlSeconds * 1000, maxBytes }) : null;
  await backend.listenForShopChanges((shopId) => {
    if (shopId === null) {
      store?.purgeAll();
      drawnImages.purgeAll();
    } else {
      store?.purgeShop(shopId);
      drawnImages.purgeShop(shopId);
    }
  });
  return createPageCache({
    store,
    ttlSeconds,
    build: (await loadBuild()).assets.version,
    shopIdOf: (host) => backend.shopIdOf(host),
    isBot: isBotAgent,
    renderLimit: createRenderLimit(RENDER_LIMITS),
    // with API_ORIGIN every host is shop 0 here (the shops are the API's): each host is a share of its own
    renderShareOf: async (host) =>
      config.apiOrigin ? `host ${host}` : `shop ${(await backend.shopIdOf(host)) ?? "unknown"}`,
    busy: () => busyAnswer(RENDER_LIMITS.retryAfterSeconds),
    forReplay: (page) => contentSecurityPolicy.forReplay(page),
    tagHeaders: config.apiOrigin ? undefined : shopTagHeaders, // with API_ORIGIN the shops are not known here
    // §2's geography step redirects a first visit from abroad: such a request is never answered from the cache, nor
    // is a live preview (it opens for its token alone)
    mustRender: async (request, url, isBot) =>
      url.searchParams.has(PREVIEW_TOKEN_PARAM) ||
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

/** Resolves once the database is ready (PGlite migrated and seeded) and the page cache listens: then the server may listen. */
export const started: Promise<void> = ready.then(() => {});

ready.catch((error: unknown) => {
  log.fatal({ err: error }, "failed to start");
  process.exit(1);
});

function previewTokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM);
}

/**
 * The shop's host name: the request's one Host header (server/front refuses none, two or an invalid one) as its URL
 * parsed it (lower case), without the port or a final dot. The page cache keys pages by the same URL.
 */
function hostOf(request: Request): string {
  return new URL(request.url).hostname.replace(/\.$/, "");
}

/** The security headers of every answer; server/index.js puts them on the static files it serves too. */
export const securityHeadersOfEveryAnswer = securityHeaders({
  trustedProxies: config.trustedProxies,
});

export const app = new Hono();
app.use(requestLog());
app.onError(answerUnexpectedError);

app.use(securityHeadersOfEveryAnswer);

app.post(CSP_REPORT_PATH, ...cspReportHandlers((violation) => log.warn({ violation }, "CSP violation")));

// The hosted checkout stand-in sets its own stricter headers (no-referrer, CSP), which securityHeaders keeps.
// Proxied, it is told the shopper's host and scheme (for its same-origin check, back-to-shop link, Secure cookie).
app.all("/hosted/*", async (c) => {
  const [backend] = await ready;
  const url = new URL(c.req.url);
  return backend.api(c.req.raw, {
    "X-Forwarded-Host": url.host,
    "X-Forwarded-Proto": c.req.header("x-forwarded-proto") ?? url.protocol.slice(0, -1),
  });
});

// The account-service stand-in likewise. It is told the scheme and the client's address as this server knows them
// (TLS, or a TRUSTED_PROXIES peer's word), never as a client claims them: they decide the session cookie's Secure
// flag and a key of the log-in rate limit.
app.all("/account/*", async (c) => {
  const [backend] = await ready;
  const headers = new Headers(c.req.raw.headers);
  headers.set("X-Forwarded-Proto", cameOverHttps(c, config.trustedProxies) ? "https" : "http");
  headers.set("X-Forwarded-For", clientAddressOf(c, config.trustedProxies));
  return backend.api(withHeaders(c.req.raw, headers), { "X-Forwarded-Host": new URL(c.req.url).host });
});

// The owner API answers on the editor origin's host only (elsewhere /api/owner/* is the shop API's 404). It is told
// the scheme and the client's address as this server knows them, as the account stand-in is.
const editorHost = config.editorOrigin ? new URL(config.editorOrigin).hostname : null;
app.all("/api/owner/*", async (c, next) => {
  const [backend] = await ready;
  if (!backend.ownerApi || hostOf(c.req.raw) !== editorHost) return next();
  const headers = new Headers(c.req.raw.headers);
  headers.set("X-Forwarded-Proto", cameOverHttps(c, config.trustedProxies) ? "https" : "http");
  headers.set("X-Forwarded-For", clientAddressOf(c, config.trustedProxies));
  return backend.ownerApi(withHeaders(c.req.raw, headers));
});

// The shop API is told the client's address the same way (a key of the guest cart limit), on the request itself:
// a copy (new Request) makes the node adapter build the whole request and its body stream: about a sixth of a cart
// update's CPU in a profile.
app.all("/api/*", async (c) => {
  const [backend] = await ready;
  c.req.raw.headers.set("X-Forwarded-For", clientAddressOf(c, config.trustedProxies));
  return backend.api(c.req.raw);
});

app.get(SHOP_STYLESHEET_PATH, async (c) => {
  const [backend] = await ready;
  const host = hostOf(c.req.raw);
  const data = backend.data(host);
  const stylesheet = await answerShopStylesheet(new URL(c.req.url), (lang) =>
    data.shell({ lang, path: "/", query: {} }),
  );
  return config.apiOrigin ? stylesheet : withShopTags(stylesheet, await backend.shopIdOf(host));
});

app.get(`${MEDIA_PATH}/:id`, async (c) => {
  const [backend] = await ready;
  const shopId = config.apiOrigin ? null : await backend.shopIdOf(hostOf(c.req.raw));
  return withShopTags(await backend.media(shopId, c.req.param("id"), c.req.query("size")), shopId);
});

// robots.txt and the sitemaps of the host's shop (server/crawl); an unknown host, or with API_ORIGIN, gets what any
// other unknown path gets
app.on("GET", CRAWL_ROUTES, async (c, next) => {
  const [backend] = await ready;
  if (!backend.crawl) return next();
  const host = hostOf(c.req.raw);
  const shopId = await backend.shopIdOf(host);
  const answer = await crawlAnswer(backend.crawl, shopId, {
    host,
    pathname: new URL(c.req.url).pathname,
    acceptEncoding: c.req.header("accept-encoding") ?? null,
  });
  return answer ? withShopTags(answer, shopId) : next();
});

app.get(STAGING_THEME_PATH, (c) => answerStagingThemeStylesheet(new URL(c.req.url)));

// The demo editor (development and tests, docs/preview.md): frames a shop from its own origin
if (process.env.NODE_ENV !== "production" || process.env.PREVIEW_DEMO === "1") {
  if (process.env.NODE_ENV === "production") {
    log.warn("PREVIEW_DEMO=1: the demo editor mints preview tokens for every shop here; never on a public server");
  }
  app.route(
    "/",
    previewDemoRoutes({
      secret: previewSecret,
      editorOrigins: config.editorOrigins,
      shopIdOf: async (host) => (await ready)[0].shopIdOf(host),
      api: async (request) => (await ready)[0].api(request),
    }),
  );
}

// The shop editor's app (src/editor) on the editor origin: every path but the owner API's is one of its screens.
if (config.editorOrigin) {
  const editor = new URL(config.editorOrigin);
  const serveEditor = editorApp({
    frameSources: `${editor.protocol}//*${editor.port ? `:${editor.port}` : ""}`,
    cacheIndex: process.env.NODE_ENV === "production",
  });
  app.use("*", async (c, next) => (hostOf(c.req.raw) === editorHost ? serveEditor(c) : next()));
}

// The shop's icons, web app manifest and share images (server/shopIcons), drawn from its own files and media only
const storefrontFiles = import.meta.env.MODE === "production" ? "build/client" : "public";
app.route(
  "/",
  shopIconRoutes({
    hostOf,
    shopIdOf: async (host) => (await ready)[0].shopIdOf(host),
    baseOf: async (host, lang) =>
      (await (await ready)[0].data(host).shell({ lang, path: "/", query: {} }))?.base ?? null,
    drawings: shopDrawings(
      pictureReader({
        staticDir: storefrontFiles,
        media: async (shopId, id, size) => (await ready)[0].media(shopId, id, size),
      }),
      drawnImages,
    ),
  }),
);

app.all("*", async (c) => {
  const [backend, validator, servePage] = await ready;
  return servePage(c.req.raw, (request) => renderPage(request, backend, validator));
});

/**
 * Renders a page with a fresh CSP nonce. The absolute URLs it shows are the shop's public origin's (its host, the
 * configured scheme and port), and the browser reaches the API and the hosted checkout stand-in on the origin it
 * is on: nothing is taken from the request line or the Host header's port.
 */
async function renderPage(request: Request, backend: ShopBackend, validator: NodeValidator): Promise<Response> {
  const host = hostOf(request);
  const data = withShellOnce(backend.data(host));
  const preview = await backend.previewOf(request, host, data);
  const nonce = newNonce();
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    data,
    host,
    siteOrigin: publicOriginOf(config.publicUrl, host),
    country: request.headers.get(config.countryHeader),
    validator,
    showProblems: config.showProblems || preview !== null, // the shop owner sees what is wrong with the page
    preview,
    browserApiBaseUrl: "/",
    hostedCheckoutUrl: config.hostedCheckoutUrl ?? "/hosted",
    accountServiceUrl: config.accountServiceUrl ?? "/account",
  });
  context.set(cspNonceContext, nonce);
  context.set(pageLogContext, pageLogOf(request));
  const response = await handleSsr(request, context);
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
    // what the shop adds to the policy: its shell's sources, the one the root loader read for this page
    const shell = await data.shell(pageRequestOf(new URL(request.url)));
    response.headers.set("Content-Security-Policy", contentSecurityPolicy.forNonce(nonce, shell?.sources, preview));
  }
  if (preview) {
    // one editor's view of a page about to change: nobody keeps it, no search engine indexes it
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex");
  }
  return withRetryAfter(response);
}

/** A 503 (the database is unreachable) tells clients when to try again, and nothing may keep it. */
function withRetryAfter(response: Response): Response {
  if (response.status !== 503) return response;
  response.headers.set("Retry-After", RETRY_AFTER_SECONDS);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
