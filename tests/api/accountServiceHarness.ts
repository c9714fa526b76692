import http from "node:http";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { createAccountService } from "../../server/account";
import type { DatabaseHandle } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { createHostedCheckout } from "../../server/hosted";
import { importShopDocument } from "../../server/shops/importShop";
import { cartShopADocument } from "./cartHarness";
import { type DbKind, fixtureShops, openTestDatabase, readFixture, type RunningApi, startShopServer } from "./harness";

/** What a browser (or an API client) sees of one answer. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body with every run of white space as one space. */
  text: string;
}

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
 * the hosted checkout and the account service on one real HTTP server, the account service on a clock of its own.
 */
export function useAccountService(kind: DbKind): AccountServiceHarness {
  let database: DatabaseHandle | undefined;
  let server: RunningApi | undefined;
  let port = 0;
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
    });
    server = await startShopServer(db, { "/hosted/": createHostedCheckout({ db }), "/account/": account });
    port = Number(new URL(server.url).port);
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
      const payload = body === undefined ? undefined : Buffer.from(body, "utf8");
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path,
            method,
            headers: {
              Host: host,
              ...(payload && type ? { "Content-Type": type, "Content-Length": String(payload.length) } : {}),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                text: Buffer.concat(chunks).toString("utf8").replace(/\s+/g, " "),
              }),
            );
          },
        );
        request.on("error", reject);
        request.end(payload);
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
