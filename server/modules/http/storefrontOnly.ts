import type { Context } from "hono";
import { ApiError } from "./apiError";

/**
 * Refuses (403 CROSS_SITE_REQUEST) a GET that changes state unless it comes from the storefront's API client, which
 * always sends X-Nuxt-Host (§7). The session cookie is SameSite=Lax, so it rides on a top-level navigation from any
 * site; but a link, a form or an image from another site cannot add a header, and the API grants no CORS.
 */
export function assertFromStorefront(c: Context, what: string): void {
  if (!c.req.header("x-nuxt-host")) {
    throw new ApiError(403, "CROSS_SITE_REQUEST", `${what} need the X-Nuxt-Host header of the storefront`);
  }
}
