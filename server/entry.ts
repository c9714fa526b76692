// The SSR bundle's entry (see vite.config.ts): the shop API and React Router SSR in one Hono app, sharing module
// instances with the route modules. server/index.js serves it (and the built assets).
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApiClient } from "~/api/client";
import { prepareShell } from "~/app/loaders/zones.server";
import { type ShopData, servicesContext } from "~/app/services";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "./app";
import { serverConfigFromEnv } from "./config";
import { databaseOptionsFromEnv, openDatabase } from "./db";
import { createHostedCheckout } from "./hosted";
import { seedDemoShops } from "./shops/seedDemoShops";
import { createHttpShopData } from "./storefront/httpShopData";
import { createInProcessShopData } from "./storefront/inProcessShopData";

const config = serverConfigFromEnv(process.env, import.meta.env.MODE);
const handleSsr = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The shop API, and the shop's data for the loaders of a request's host. */
interface ShopBackend {
  api(request: Request): Promise<Response>;
  data(host: string): ShopData;
}

/** The shop API and the loaders' data: in this process on the database, or at API_ORIGIN over HTTP. */
async function startShopBackend(validatorReady: Promise<NodeValidator>): Promise<ShopBackend> {
  const { apiOrigin, showProblems } = config;
  if (apiOrigin) {
    const validator = await validatorReady;
    return {
      api: (request) => {
        const url = new URL(request.url);
        return proxy(`${apiOrigin}${url.pathname}${url.search}`, request);
      },
      data: (host) =>
        createHttpShopData(
          (lang) => createApiClient({ baseUrl: apiOrigin, host, lang: () => lang }),
          (base) => prepareShell({ validator, showProblems, host }, base),
        ),
    };
  }
  const { db } = await openDatabase(databaseOptionsFromEnv(process.env));
  for (const seeded of await seedDemoShops(db)) {
    if (seeded.imported) console.log(`[seed] imported demo shop ${seeded.shopId} from ${seeded.file}`);
  }
  const shopApi = createShopApi({ db });
  const hosted = createHostedCheckout({ db }); // the hosted cart/checkout stand-in (§2), same database
  const validator = await validatorReady;
  // Its purgeShop / purgeAll drop a shop's cached shells and categories when the shop changes.
  const shopData = createInProcessShopData({
    db,
    prepareShell: (base, host) => prepareShell({ validator, showProblems, host }, base),
  });
  return {
    api: async (request) => (new URL(request.url).pathname.startsWith("/hosted/") ? hosted : shopApi).fetch(request),
    data: (host) => shopData.forRequest(host),
  };
}

const validatorReady = createNodeValidator();
const ready = Promise.all([startShopBackend(validatorReady), validatorReady]);
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
  const [backend] = await ready;
  if (!config.apiOrigin) return backend.api(c.req.raw);
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
  const [backend] = await ready;
  return backend.api(c.req.raw);
});

app.all("*", async (c) => {
  const [backend, validator] = await ready;
  const request = c.req.raw;
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
});
