import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * §2: every route exists without prefix (Thai), under /en, and under /cn (recognised, shown in English). The
 * catch-all serves content pages and the dev and preset sections (blank layout, see pageLayout).
 */
export default [
  // §2 /cart and /checkout: the hand-off to the hosted cart and checkout
  ...(["", "en/", "cn/"] as const).flatMap((prefix) =>
    (["cart", "checkout"] as const).map((page) =>
      route(`${prefix}${page}`, "routes/hand-off.tsx", { id: `${prefix.replace("/", "-") || "th-"}${page}` }),
    ),
  ),
  route("en/*", "routes/content-page.tsx", { id: "en-content" }),
  route("cn/*", "routes/content-page.tsx", { id: "cn-content" }),
  route("*", "routes/content-page.tsx", { id: "th-content" }),
  index("routes/content-page.tsx", { id: "th-home" }), // "/" is not matched by the splat
] satisfies RouteConfig;
