import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { AccountServiceConfig } from "./modules/auth/accountService";
import { authRoutes } from "./modules/auth/routes";
import { baseRoutes } from "./modules/base/routes";
import { blogRoutes } from "./modules/blogs/routes";
import { cartRoutes } from "./modules/cart/routes";
import { categoryRoutes } from "./modules/categories/routes";
import { couponRoutes } from "./modules/coupons/routes";
import { formRoutes } from "./modules/forms/routes";
import { createBodyValidator } from "./modules/http/bodyValidator";
import type { ShopApiDeps } from "./modules/http/deps";
import { createQueryValidator } from "./modules/http/queryValidator";
import { errorResponse, NO_STORE, notFoundResponse } from "./modules/http/responses";
import { membershipRoutes } from "./modules/membership/routes";
import { orderRoutes } from "./modules/orders/routes";
import { pageRoutes } from "./modules/pages/routes";
import { productRoutes } from "./modules/products/routes";
import { createShopIndexCache } from "./modules/search/shopIndex";
import { searchRoutes } from "./modules/search/routes";
import { findShopByHost } from "./modules/tenancy/repo";
import { resolveShop } from "./modules/tenancy/resolveShop";
import { createShopCache, type ShopCacheOptions, type ShopResolver } from "./modules/tenancy/shopCache";
import { createPreviewAccess, type PreviewAccess, SHOP_EDITORS_ONLY } from "./preview/previewAccess";

/**
 * The shop API (§7) under /api. The shop is chosen per request by X-Nuxt-Host (else Host); every answer is a JSON
 * envelope, errors included (schemas/api/*-response). Mount it with `app.route("/", createShopApi(deps))` or call
 * its fetch directly. `accountService` says where shoppers log in (default: the stand-in at /account on the shop's
 * own origin, written http://host); `preview` who may preview a shop (default: SHOP_EDITORS_ONLY); `hostCache` bounds
 * its host -> shop cache.
 */
const DEFAULT_ACCOUNT_SERVICE: AccountServiceConfig = { url: null, publicUrl: { scheme: "http", port: null } };

export function createShopApi(deps: {
  db: Kysely<Database>;
  accountService?: AccountServiceConfig;
  preview?: PreviewAccess;
  hostCache?: ShopCacheOptions;
}): Hono {
  const routeDeps: ShopApiDeps = {
    db: deps.db,
    validateQuery: createQueryValidator(),
    validateBody: createBodyValidator(),
    preview: deps.preview ?? createPreviewAccess(SHOP_EDITORS_ONLY),
    searchIndex: createShopIndexCache(),
  };
  // host -> shop for a few seconds, per API instance (the cart calls look the shop up through it); the content calls
  // look it up at every call, so an import is seen at once
  const shops = createShopCache((host) => findShopByHost(deps.db, host), deps.hostCache);
  const uncached: ShopResolver = (host) => resolveShop(deps.db, host);
  const app = new Hono();
  app.get("/api/health", (c) => c.json({ ok: true }, 200, { "Cache-Control": NO_STORE }));
  app.route("/api", baseRoutes(routeDeps, uncached));
  app.route("/api", pageRoutes(routeDeps, uncached));
  app.route("/api", productRoutes(routeDeps, uncached));
  app.route("/api", categoryRoutes(routeDeps, uncached));
  app.route("/api", blogRoutes(routeDeps, uncached));
  app.route("/api", searchRoutes(routeDeps, uncached));
  app.route("/api", authRoutes(routeDeps, shops, deps.accountService ?? DEFAULT_ACCOUNT_SERVICE));
  app.route("/api", cartRoutes(routeDeps, shops));
  app.route("/api", couponRoutes(routeDeps, shops));
  app.route("/api", membershipRoutes(routeDeps, shops));
  app.route("/api", formRoutes(routeDeps, shops));
  app.route("/api", orderRoutes(routeDeps, shops));
  app.all("/api/*", notFoundResponse);
  app.notFound(notFoundResponse);
  app.onError((error, c) => errorResponse(c, error));
  return app;
}
