// The SSR bundle's entry (see vite.config.ts): the shop API and React Router SSR in one Hono app, sharing module
// instances with the route modules. server/index.js serves it (and the built assets).
import { Hono } from "hono";
import { proxy } from "hono/proxy";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApiClient } from "~/api/client";
import { servicesContext } from "~/app/services";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "./app";
import { serverConfigFromEnv } from "./config";
import { databaseOptionsFromEnv, openDatabase } from "./db";
import { createHostedCheckout } from "./hosted";
import { seedDemoShops } from "./shops/seedDemoShops";

const config = serverConfigFromEnv(process.env, import.meta.env.MODE);
const handleSsr = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The shop API: in this process on the database, or a proxy to API_ORIGIN. */
async function startShopApi(): Promise<(request: Request) => Promise<Response>> {
  const { apiOrigin } = config;
  if (apiOrigin) {
    return (request) => {
      const url = new URL(request.url);
      return proxy(`${apiOrigin}${url.pathname}${url.search}`, request);
    };
  }
  const { db } = await openDatabase(databaseOptionsFromEnv(process.env));
  for (const seeded of await seedDemoShops(db)) {
    if (seeded.imported) console.log(`[seed] imported demo shop ${seeded.shopId} from ${seeded.file}`);
  }
  const shopApi = createShopApi({ db });
  const hosted = createHostedCheckout({ db }); // the hosted cart/checkout stand-in (§2), same database
  return async (request) => (new URL(request.url).pathname.startsWith("/hosted/") ? hosted : shopApi).fetch(request);
}

const ready = Promise.all([startShopApi(), createNodeValidator()]);
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
  if (!config.apiOrigin) return shopApi(c.req.raw);
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
  return shopApi(c.req.raw);
});

app.all("*", async (c) => {
  const [shopApi, validator] = await ready;
  const request = c.req.raw;
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
        fetch: (input, init) => shopApi(new Request(input, init)),
      }),
  });
  return handleSsr(request, context);
});
