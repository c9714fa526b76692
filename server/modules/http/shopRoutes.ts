import { type Context, Hono } from "hono";
import type { ContentLang } from "../../db/schema";
import { type RequestLang, resolveLang } from "../lang/resolveLang";
import type { ShopRecord } from "../tenancy/repo";
import { requestHost } from "../tenancy/requestHost";
import type { ShopResolver } from "../tenancy/shopCache";
import type { ShopApiDeps } from "./deps";

/** What a route's handler is given: the checked query or body, the shop, and the request's language. */
export interface ShopCall<I> {
  input: I;
  shop: ShopRecord;
  /** The input's lang, else X-Page-Lang, else the shop's default; a malformed header is a 400 naming it. */
  lang(): ContentLang;
  /** The shop's host name (X-Nuxt-Host, else Host). */
  host: string;
  c: Context;
}

/** A success answered with a key besides its data ({ success: true, key, data }). */
export class Keyed<T> {
  constructor(
    readonly key: string,
    readonly data: T,
  ) {}
}

export interface ShopRoute<V, I, T> {
  /** The schema of schemas/api the query (GET) or the JSON body (POST) must match: 400 naming each wrong field. */
  schema: string;
  /** Checks of the raw query made before the schema's, for a 400 that says more than the schema's pattern. */
  precheck?: (query: Record<string, string>) => void;
  /** Further checks of the valid query or body, made before the shop is looked up (a 400 whatever the host). */
  parse?: (valid: V) => I;
  handle(call: ShopCall<I>): Promise<T | Keyed<T>>;
  /** The answer's headers (Cache-Control, Vary). */
  headers: Record<string, string> | ((c: Context) => Record<string, string>);
  status?: 200 | 201;
}

/**
 * The routes of one module of the shop API, each only HTTP: validate the query or body, look the shop up, call the
 * service, write the envelope ({ success: true, data }) and headers. Errors are thrown as ApiError and answered by
 * the API's error handler (responses.ts errorResponse).
 */
export function shopRoutes({ validateQuery, validateBody }: ShopApiDeps, resolveShop: ShopResolver) {
  const routes = new Hono();

  async function validated<V>(c: Context, schema: string): Promise<V> {
    return c.req.method === "GET" ? validateQuery<V>(schema, c.req.query()) : validateBody<V>(schema, c.req.raw);
  }

  function add<V, I, T>(method: "GET" | "POST", path: string, route: ShopRoute<V, I, T>): void {
    routes.on(method, path, async (c) => {
      route.precheck?.(c.req.query());
      const valid = await validated<V>(c, route.schema);
      const input = route.parse ? route.parse(valid) : (valid as unknown as I);
      const headers = c.req.raw.headers;
      const shop = await resolveShop(headers);
      const queryLang = (valid as { lang?: RequestLang }).lang;
      const lang = () => resolveLang(queryLang, c.req.header("x-page-lang"), shop.defaultLang);
      const result = await route.handle({ input, shop, lang, host: requestHost(headers), c });
      const body =
        result instanceof Keyed
          ? { success: true, key: result.key, data: result.data }
          : { success: true, data: result };
      return c.json(body, route.status ?? 200, typeof route.headers === "function" ? route.headers(c) : route.headers);
    });
  }

  return {
    routes,
    get: <V, I = V, T = unknown>(path: string, route: ShopRoute<V, I, T>) => add("GET", path, route),
    post: <V, I = V, T = unknown>(path: string, route: ShopRoute<V, I, T>) => add("POST", path, route),
  };
}
