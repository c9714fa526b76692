import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { servicesContext, type ShopData, type StorefrontServices } from "~/app/services";
import type { ShopDocument } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import type { DatabaseHandle } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { importShopDocument } from "../../server/shops/importShop";
import { createInProcessShopData } from "../../server/storefront/inProcessShopData";
import { openTestDatabase } from "../api/harness";

export const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;

/** The demo shop (or the given shop document) in a fresh in-memory database and the node validator, opened before a describe's tests. */
export function useDemoShop(document: ShopDocument = demo): {
  readonly database: DatabaseHandle;
  readonly validator: NodeValidator;
} {
  const shop = {} as { database: DatabaseHandle; validator: NodeValidator };
  beforeAll(async () => {
    shop.database = await openTestDatabase("pglite");
    await importShopDocument(shop.database.db, document);
    shop.validator = await createNodeValidator();
  });
  afterAll(() => shop.database?.close());
  return shop;
}

export type Call = { method: keyof ShopData; args: unknown[] };

/** The services server/entry.ts gives the loaders (or `services` instead), with the shop's data in-process; every call is noted. */
export function routerContext(
  db: Kysely<Database>,
  validator: NodeValidator,
  calls: Call[] = [],
  services: Partial<StorefrontServices> = {},
) {
  const data = createInProcessShopData({ db, shell: { validator, showProblems: false } }).forRequest("localhost");
  const noted = Object.fromEntries(
    Object.entries(data).map(([method, call]: [string, (...args: unknown[]) => unknown]) => [
      method,
      (...args: unknown[]) => {
        calls.push({ method: method as keyof ShopData, args });
        return call(...args);
      },
    ]),
  ) as unknown as ShopData;
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    data: noted,
    host: "localhost",
    siteOrigin: "https://localhost",
    country: null,
    validator,
    showProblems: false,
    preview: null,
    browserApiBaseUrl: "http://localhost",
    hostedCheckoutUrl: "http://localhost/hosted",
    accountServiceUrl: "http://localhost/account",
    ...services,
  });
  return context;
}
