/** The storefront server's settings, all from the environment (documented in README.md). */
export interface ServerConfig {
  /** A separate shop API deployment; unset = the API runs in this process on the embedded or configured database. */
  apiOrigin: string | null;
  /** Show placeholders with the errors for nodes that cannot be shown (never for shoppers in production). */
  showProblems: boolean;
  /** The request header in which the edge (CDN) reports the visitor's country. */
  countryHeader: string;
  /** The hosted cart and checkout site (§2 hand-off); null = this server's own stand-in at /hosted. */
  hostedCheckoutUrl: string | null;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv, mode: string): ServerConfig {
  return {
    apiOrigin: env.API_ORIGIN ? new URL(env.API_ORIGIN).origin : null,
    showProblems: mode !== "production" || env.SHOW_NODE_PROBLEMS === "1",
    countryHeader: (env.GEO_COUNTRY_HEADER || "cf-ipcountry").toLowerCase(),
    hostedCheckoutUrl: env.HOSTED_CHECKOUT_URL ? new URL(env.HOSTED_CHECKOUT_URL).href.replace(/\/$/, "") : null,
  };
}
