import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { createAccountService } from "../../server/account";
import type { DatabaseHandle } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { createHostedCheckout } from "../../server/hosted";
import { importShopDocument } from "../../server/shops/importShop";
import { cartShopADocument } from "./cartHarness";
import {
  type DbKind,
  fixtureShops,
  openTestDatabase,
  readFixture,
  type RunningApi,
  sendAsBrowser,
  startShopServer,
  type TextAnswer,
} from "./harness";

/** What a browser (or an API client) sees of one answer. */
export type Answer = TextAnswer;

export interface SendOptions {
  host?: string;
  headers?: Record<string, string>;
  /** Form fields, posted as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** A JSON body (a shop API call). */
  json?: unknown;
}

export interface AccountServiceHarness {
  db(): Kysely<Database>;
  /** A request to the server (the shop API, /hosted and /account on one port), as a browser on `host` sends it. */
  send(method: "GET" | "POST", path: string, options?: SendOptions): Promise<Answer>;
  /** Moves the stand-in's clock on (sessions and failed log-ins are dated by it). */
  advanceClock(ms: number): void;
}

/** The shop origin the stand-in and the shop API name (http, no port: the shop API's default). */
export const originOf = (host: string): string => `http://${host}`;

/**
 * For a describe block: shop A (able to take orders: Thai QR) and shop B on a fresh database, with the shop API,
 * the hosted checkout and the account service on one real HTTP server, the account service on a clock of its own
 * (and showing its mailbox when `mailbox`).
 */
export function useAccountService(kind: DbKind, { mailbox = false } = {}): AccountServiceHarness {
  let database: DatabaseHandle | undefined;
  let server: RunningApi | undefined;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const shopA = await cartShopADocument();
    for (const base of Object.values(shopA.base as Record<string, Record<string, unknown>>)) {
      base.paymentMethods = ["thai_qr", "bank_transfer"];
    }
    await importShopDocument(database.db, shopA);
    await importShopDocument(database.db, await readFixture("shop-b.json"));
    const db = database.db;
    const account = createAccountService({
      db,
      publicUrl: { scheme: "http", port: null },
      now: () => new Date(Date.now() + clockOffsetMs),
      mailbox,
    });
    server = await startShopServer(db, { "/hosted/": createHostedCheckout({ db }), "/account/": account });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  return {
    db() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database.db;
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    send(method, path, { host = fixtureShops.a.host, headers = {}, form, json } = {}) {
      const [type, body] = form
        ? ["application/x-www-form-urlencoded", new URLSearchParams(form).toString()]
        : json !== undefined
          ? ["application/json", JSON.stringify(json)]
          : [undefined, undefined];
      if (!server) throw new Error("the server starts in beforeAll");
      return sendAsBrowser(server.url, method, path, {
        host,
        headers: { ...(type ? { "Content-Type": type } : {}), ...headers },
        body,
      });
    },
  };
}

/** The one Set-Cookie of an answer as its value and its attributes (names lower-cased, in order). */
export function sessionCookieOf(answer: Answer): { value: string; attributes: [string, string][] } {
  const cookies = answer.headers["set-cookie"] ?? [];
  expect(cookies).toHaveLength(1);
  const [pair = "", ...attributes] = (cookies[0] ?? "").split(";").map((part) => part.trim());
  const [name, value = ""] = pair.split("=");
  expect(name).toBe("sf_session");
  return {
    value,
    attributes: attributes.map((attribute) => {
      const [key = "", val = ""] = attribute.split("=");
      return [key.toLowerCase(), val];
    }),
  };
}
