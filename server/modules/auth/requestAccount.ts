import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ApiError } from "../http/apiError";
import { withShop } from "../../db/shopScope";
import { findSessionAccount, type SessionAccount } from "./sessions";
import { SESSION_COOKIE } from "./sessionToken";

/** §7: an app sends its session token in this header instead of the cookie. */
export const ACCESS_TOKEN_HEADER = "x-app-access-token";

/** 401 NO_AUTH (§6, §8): the request carries no session of this shop (none, expired, logged out, another shop's). */
export function noAuth(): ApiError {
  return new ApiError(401, "NO_AUTH", "Not logged in: log in or send cart_id and cart_secret");
}

/** The session token a request carries: the X-App-Access-Token header, else the session cookie; null for none. */
export function sessionTokenOf(c: Context): string | null {
  return c.req.header(ACCESS_TOKEN_HEADER) || getCookie(c, SESSION_COOKIE) || null;
}

/** The shop's account the request's session opens, or null (a guest, or a session of another shop or expired). */
export async function accountOfRequest(
  db: Kysely<Database>,
  shopId: number,
  c: Context,
): Promise<SessionAccount | null> {
  const token = sessionTokenOf(c);
  if (token === null) return null;
  return (await withShop(db, shopId, (trx) => findSessionAccount(trx, shopId, token))) ?? null;
}
