import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ShopRecord } from "../tenancy/repo";
import { requestHost } from "../tenancy/requestHost";
import { resolveShop } from "../tenancy/resolveShop";
import type { ShopApiDeps } from "./deps";

/**
 * What an answer of the shop API is computed from, whoever asks: a route of /api, or the storefront's loaders in
 * the same process (server/storefront). The shop is asked for only once the query is valid, so a malformed query
 * is a 400 whatever the host, as over HTTP.
 */
export interface AnswerRequest {
  /** The query parameters as sent (each answer validates them against its schema of schemas/api). */
  query: Record<string, string>;
  /** X-Page-Lang: the language when the query names none. */
  langHeader: string | undefined;
  /** The shop's host name (X-Nuxt-Host, else Host), for the absolute URLs of generated pages. */
  host: string;
  /** The shop the request is for; rejects with 404 SHOP_NOT_FOUND. */
  shop(): Promise<ShopRecord>;
}

export type AnswerDeps = Pick<ShopApiDeps, "db" | "validateQuery" | "preview">;

/** The AnswerRequest of an /api request: the shop looked up by its host. */
export function answerRequestOf(c: Context, db: Kysely<Database>): AnswerRequest {
  const headers = c.req.raw.headers;
  return {
    query: c.req.query(),
    langHeader: c.req.header("x-page-lang"),
    host: requestHost(headers),
    shop: () => resolveShop(db, headers),
  };
}
