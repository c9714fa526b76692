import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createShopApi } from "../../server/app";
import type { DatabaseHandle } from "../../server/db";
import type { OwnerRole } from "../../server/db/schema";
import { addOwner } from "../../server/owner/accounts";
import { createOwnerApi } from "../../server/owner/routes";
import { createPreviewAccess } from "../../server/preview/previewAccess";
import { type DbKind, fixtureShops, importFixtureShops, openTestDatabase } from "./harness";

export const EDITOR_ORIGIN = "http://editor.test";
export const PASSWORD = "correct horse battery staple";

/** The accounts every owner API test starts with: shop A's owner and editor, shop B's owner. */
export const OWNERS = {
  ownerA: { email: "owner@a.test", shop: fixtureShops.a.id, role: "owner" },
  editorA: { email: "editor@a.test", shop: fixtureShops.a.id, role: "editor" },
  ownerB: { email: "owner@b.test", shop: fixtureShops.b.id, role: "owner" },
} as const satisfies Record<string, { email: string; shop: number; role: OwnerRole }>;

export interface OwnerAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests read the answers' fields
}

/** An editor's browser: keeps its session cookie, sends the editor's Origin on writes unless told otherwise. */
export class OwnerClient {
  cookie = "";
  constructor(private readonly baseUrl: () => string) {}

  async send(
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<OwnerAnswer> {
    const headers: Record<string, string> = {
      Origin: EDITOR_ORIGIN,
      ...(this.cookie ? { Cookie: this.cookie } : {}),
      ...(options.json === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    };
    const response = await fetch(`${this.baseUrl()}${path}`, {
      method,
      headers,
      body: options.json === undefined ? options.body : JSON.stringify(options.json),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = /max-age=0/i.test(setCookie) ? "" : (setCookie.split(";", 1)[0] ?? "");
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  signIn(email: string, password = PASSWORD) {
    return this.send("POST", "/api/owner/session", { json: { email, password } });
  }
}

/**
 * A fresh database with the fixture shops and OWNERS, and one HTTP server answering the owner API under
 * /api/owner/ and the shop API (what shoppers get) under /api/.
 */
export function useOwnerApi(kind: DbKind) {
  let database: DatabaseHandle | undefined;
  let server: ReturnType<typeof serve> | undefined;
  let url = "";
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importFixtureShops(database.db);
    for (const { email, shop, role } of Object.values(OWNERS)) {
      await addOwner(database.db, { shopId: shop, email, password: PASSWORD, role });
    }
    const preview = createPreviewAccess({ secret: "owner-api-test-secret", platformOrigins: [EDITOR_ORIGIN] });
    const owner = createOwnerApi({ db: database.db, preview, editorOrigin: EDITOR_ORIGIN });
    const shop = createShopApi({ db: database.db, preview });
    const started = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve(
        {
          fetch: (request) => (new URL(request.url).pathname.startsWith("/api/owner/") ? owner : shop).fetch(request),
          port: 0,
          hostname: "127.0.0.1",
        },
        () => resolve(started),
      );
    });
    server = started;
    url = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database.db;
    },
    /** The database's handle (its change feed), for servers a test starts beside the APIs. */
    get database() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database;
    },
    client: () => new OwnerClient(() => url),
    async signedIn(email: string) {
      const client = new OwnerClient(() => url);
      const answer = await client.signIn(email);
      if (answer.status !== 200)
        throw new Error(`sign-in as ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return client;
    },
    /** What shoppers get: GET /api/page for a path of a shop, in a language. */
    async shopperPage(host: string, path: string, lang: "th" | "en" = "th", previewToken?: string) {
      const query = { path, lang, needBase: "1", ...(previewToken ? { preview_token: previewToken } : {}) };
      const response = await fetch(`${url}/api/page?${new URLSearchParams(query)}`, {
        headers: { "X-Nuxt-Host": host, Accept: "application/json" },
      });
      return { status: response.status, body: await response.json() };
    },
  };
}
