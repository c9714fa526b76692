import { isIP } from "node:net";
import { HOST_CACHE_BYTES } from "./modules/tenancy/shopCache";
import { SHOP_CONTENT_CACHE_BYTES } from "./storefront/shopContentCache";

/** The storefront server's settings, all from the environment (documented in docs/configuration.md). */
export interface ServerConfig {
  /** A separate shop API deployment; unset = the API runs in this process on the embedded or configured database. */
  apiOrigin: string | null;
  /** Show placeholders with the errors for nodes that cannot be shown (never for shoppers in production). */
  showProblems: boolean;
  /** The request header in which the edge (CDN) reports the visitor's country. */
  countryHeader: string;
  /** The hosted cart and checkout site (§2 hand-off); null = this server's own stand-in at /hosted. */
  hostedCheckoutUrl: string | null;
  /** ACCOUNT_SERVICE_URL: the account service (§1) shoppers log in at; null = this server's stand-in at /account. */
  accountServiceUrl: string | null;
  /**
   * ACCOUNT_MAILBOX=1 (always outside production): the account stand-in shows the mail it "sent" (password reset
   * links) at /account/mailbox, to anyone who names the address: never on a public server.
   */
  accountMailbox: boolean;
  pageCache: PageCacheConfig;
  shopCaches: ShopCachesConfig;
  /** EDITOR_ORIGINS: the shop owner's editor, which frames the shop for its live preview (frame-ancestors). */
  editorOrigins: readonly string[];
  /**
   * EDITOR_ORIGIN: where owners sign in and the owner API answers (/api/owner/*); it may always frame the preview.
   * Outside production http://editor.localhost:PORT; in production unset = no owner API on this server.
   */
  editorOrigin: string | null;
  /** TRUSTED_PROXIES: the addresses of reverse proxies whose X-Forwarded-Proto is believed (HSTS over https only). */
  trustedProxies: ReadonlySet<string>;
  /** How the page's absolute URLs are written around the shop's host (canonical, og:url, hreflang). */
  publicUrl: PublicUrlConfig;
  /** How the calls to API_ORIGIN are bounded (server/upstream). */
  upstream: UpstreamLimits;
}

export interface PublicUrlConfig {
  /** PUBLIC_URL_SCHEME: https in production, http otherwise. */
  scheme: "https" | "http";
  /** PUBLIC_PORT: none in production, the server's PORT otherwise; null = the scheme's default port. */
  port: number | null;
}

/** Budgets of the calls to the shop API at API_ORIGIN, sized for a page: its data within requestBudgetMs. */
export interface UpstreamLimits {
  /** API_TIMEOUT_MS: one attempt of one call, the body read included; 2500. */
  callTimeoutMs: number;
  /** Everything one storefront request asks the API (its retries included) within this; 5000. */
  requestBudgetMs: number;
  /** Retries of a GET or HEAD that timed out, failed to connect or answered 5xx (never 4xx, never a POST). */
  retries: number;
  /** The first retry waits about this long (jittered, growing, at most retryMaxDelayMs). */
  retryDelayMs: number;
  retryMaxDelayMs: number;
  /** The circuit breaker opens after this many failed calls in a row: then calls fail at once… */
  breakerFailures: number;
  /** …until API_BREAKER_RESET_MS (10000) have passed: then one call tries the API again (half-open). */
  breakerResetMs: number;
}

export interface PageCacheConfig {
  /** PAGE_CACHE=off turns the store off (pages still tell a CDN how long it may keep them). */
  enabled: boolean;
  /** PAGE_CACHE_TTL: seconds a page is answered from the cache (and a CDN's s-maxage); 60 (§9's freshness). */
  ttlSeconds: number;
  /** PAGE_CACHE_MAX_MB: the most compressed bytes kept per process, least recently used first out; 64. */
  maxBytes: number;
}

/** What each process keeps of the shops' data, bounded by memory: a value counts as the length of its JSON. */
export interface ShopCachesConfig {
  /** SHOP_CACHE_MAX_MB: shells, categories, product batches and pages, per shop and language (60 s); 64. */
  contentBytes: number;
  /** HOST_CACHE_MAX_MB: host -> shop (5 s); 1. */
  hostBytes: number;
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv, mode: string): ServerConfig {
  return {
    apiOrigin: env.API_ORIGIN ? new URL(env.API_ORIGIN).origin : null,
    showProblems: mode !== "production" || env.SHOW_NODE_PROBLEMS === "1",
    countryHeader: (env.GEO_COUNTRY_HEADER || "cf-ipcountry").toLowerCase(),
    hostedCheckoutUrl: env.HOSTED_CHECKOUT_URL ? new URL(env.HOSTED_CHECKOUT_URL).href.replace(/\/$/, "") : null,
    accountServiceUrl: env.ACCOUNT_SERVICE_URL ? new URL(env.ACCOUNT_SERVICE_URL).href.replace(/\/$/, "") : null,
    accountMailbox: mode !== "production" || env.ACCOUNT_MAILBOX === "1",
    pageCache: {
      enabled: !["off", "0", "false"].includes((env.PAGE_CACHE ?? "").toLowerCase()),
      ttlSeconds: positiveNumber(env, "PAGE_CACHE_TTL", 60),
      maxBytes: positiveNumber(env, "PAGE_CACHE_MAX_MB", 64) * 1024 * 1024,
    },
    shopCaches: {
      contentBytes: mebibytes(env, "SHOP_CACHE_MAX_MB", SHOP_CONTENT_CACHE_BYTES),
      hostBytes: mebibytes(env, "HOST_CACHE_MAX_MB", HOST_CACHE_BYTES),
    },
    editorOrigins: [...new Set([...editorOriginsFromEnv(env), ...[editorOriginFromEnv(env, mode) ?? []].flat()])],
    editorOrigin: editorOriginFromEnv(env, mode),
    trustedProxies: new Set(list(env.TRUSTED_PROXIES).map(ipAddress)),
    publicUrl: publicUrlFromEnv(env, mode),
    upstream: {
      callTimeoutMs: positiveNumber(env, "API_TIMEOUT_MS", 2500),
      requestBudgetMs: 5000,
      retries: 1,
      retryDelayMs: 100,
      retryMaxDelayMs: 400,
      breakerFailures: 5,
      breakerResetMs: positiveNumber(env, "API_BREAKER_RESET_MS", 10_000),
    },
  };
}

/** EDITOR_ORIGINS: the platform's editor origins, each exact (throws naming the setting otherwise). */
export function editorOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return list(env.EDITOR_ORIGINS).map((origin) => exactOrigin("EDITOR_ORIGINS", origin));
}

/** EDITOR_ORIGIN (see ServerConfig.editorOrigin): exact, or the development default. */
export function editorOriginFromEnv(env: NodeJS.ProcessEnv, mode: string): string | null {
  if (env.EDITOR_ORIGIN) return exactOrigin("EDITOR_ORIGIN", env.EDITOR_ORIGIN);
  return mode === "production" ? null : `http://editor.localhost:${env.PORT || "3000"}`;
}

/** PUBLIC_URL_SCHEME and PUBLIC_PORT (see PublicUrlConfig). */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv, mode: string): PublicUrlConfig {
  const production = mode === "production";
  const scheme = env.PUBLIC_URL_SCHEME || (production ? "https" : "http");
  if (scheme !== "https" && scheme !== "http") {
    throw new Error(`PUBLIC_URL_SCHEME must be https or http, got "${scheme}"`);
  }
  const rawPort = env.PUBLIC_PORT || (production ? "" : env.PORT || "3000");
  if (rawPort === "") return { scheme, port: null };
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PUBLIC_PORT must be a port number (1-65535), got "${rawPort}"`);
  }
  return { scheme, port: port === (scheme === "https" ? 443 : 80) ? null : port };
}

/** A comma-separated setting as its non-empty items. */
function list(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** An origin written exactly as browsers serialise it (frame-ancestors compares origins), e.g. https://editor.example. */
export function isExactOrigin(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === raw;
  } catch {
    return false;
  }
}

function exactOrigin(name: string, raw: string): string {
  if (!isExactOrigin(raw)) throw new Error(`${name}: "${raw}" is not an origin such as https://editor.example`);
  return raw;
}

function ipAddress(raw: string): string {
  if (isIP(raw) === 0) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address`);
  return raw;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** A positive number of MiB, as whole bytes (at least 1); `fallback` is in bytes. */
function mebibytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return Math.max(1, Math.round(positiveNumber(env, name, fallback / 1024 / 1024) * 1024 * 1024));
}
