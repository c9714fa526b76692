import { createHash } from "node:crypto";
import { viewportLayoutOf } from "~/lib/viewport";
import { acceptedEncoding } from "./acceptedEncoding";
import { createAdmission } from "./admission";
import { createHotPages } from "./hotPages";
import { bodyIn, quickBody } from "./pageBodies";
import { pageCacheKey } from "./pageCacheKey";
import { pageUrlOf, withUnusedQuery } from "./pageQuery";
import type { CachedPage, PageStore } from "./pageStore";
import type { RenderLimit } from "./renderLimit";

/**
 * X-Page-Cache: answered from the cache; rendered because it was not there (and stored, unless admission.ts said not
 * yet); rendered and never stored (not shareable, or a request the cache must not answer); or answered from a page
 * past its ttl because the shop's renders were at their bound.
 */
export type PageCacheStatus = "hit" | "miss" | "bypass" | "stale";

export interface PageCacheOptions {
  /** Where pages are kept; null = the cache is off (pages still get the headers a CDN needs). */
  store: PageStore | null;
  /** The freshness a CDN in front may give a page (s-maxage), in seconds: the store's ttl. */
  ttlSeconds: number;
  /** The build's id (part of every key). */
  build: string;
  /** The shop a host name belongs to, or null: pages of unknown hosts are never stored. */
  shopIdOf(host: string): Promise<number | null>;
  /** Is this request one the page cache must not answer? (e.g. it is about to be redirected elsewhere) */
  mustRender(request: Request, url: URL, isBot: boolean): Promise<boolean>;
  isBot(userAgent: string | null): boolean;
  /** How many renders may be under way, per share and in all (see renderLimit.ts). */
  renderLimit: RenderLimit;
  /** Whose share of the renders a host's pages take: its shop's. */
  renderShareOf(host: string): Promise<string>;
  /** The answer to a request over the render bound with no stale page to give (a fast 503). */
  busy(): Response;
  /**
   * A rendered page made fit to be answered again, before it is stored: e.g. its CSP nonce traded for the hashes of
   * its inline scripts, since a nonce must never be sent twice. Unset: stored as rendered.
   */
  forReplay?(page: RenderedPage): RenderedPage;
  /** Headers naming a shareable page's shop for a CDN in front, which purges by them (server/cdn). Unset: none. */
  tagHeaders?(shopId: number): [string, string][];
}

/** A rendered page's HTML and headers, as forReplay takes and gives them. */
export interface RenderedPage {
  html: string;
  headers: Headers;
}

/**
 * Serves a page request: from the cache, or by rendering it (and storing the result when it may be shared). A GET or
 * HEAD is rendered without the query parameters pages do not use (pageQuery.ts), unless it must be rendered as asked.
 */
export type ServePage = (request: Request, render: (request: Request) => Promise<Response>) => Promise<Response>;

const STRIPPED_HEADERS = new Set(["content-length", "content-encoding", "set-cookie", "transfer-encoding"]);

/**
 * The page cache: finished HTML responses per build, bot or shopper, viewport layout (§4 cookie), origin (the Host's
 * shop), path and query, stored compressed and answered before anything is rendered, with an ETag for 304s. A page is
 * stored compressed as cheaply as any rendered answer, so a miss costs what a render without the cache does; hot
 * pages are recompressed at high quality off the request path (pageBodies.ts, hotPages.ts). A full store admits a
 * page at its second request (admission.ts). Only a 200 HTML answer without Set-Cookie and without `private` /
 * `no-store` is stored: pages carry no personal state (the cart, the user and consent load in the browser), so they
 * may be shared. Other HTML answers (errors, redirects, previews) are marked `no-store`. Concurrent misses of one key
 * share a render. Renders are bounded per shop and in all (renderLimit.ts): over the bound, a stale stored page, a
 * short wait in turn or a fast 503.
 */
export function createPageCache(options: PageCacheOptions): ServePage {
  const { store, ttlSeconds } = options;
  const sharedCacheControl = `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}`;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const admission = createAdmission(ttlSeconds * 1000);
  const hotPages = store && createHotPages(store);

  /**
   * Renders a page within the render bound and stores it when it may be shared; concurrent misses of the key wait
   * for this render (and render themselves if it is not stored).
   */
  async function renderAndStore(store: PageStore, key: string, request: Request, render: () => Promise<Response>) {
    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      return await bounded(request, store.getStale(key), async () => {
        const shopId = await shopIdOf(request);
        const epoch = shopId === null ? "" : store.epoch(shopId);
        const response = await render();
        if (shopId === null || !isShareable(response)) return withCacheHeaders(response, "bypass", shopId);
        if (!admission.admits(key, store.isFull)) return withCacheHeaders(response, "miss", shopId);
        const page = await toCachedPage(response, shopId, store.now());
        store.set(key, page, epoch);
        settle(page);
        return answer(request, page, "miss", page.storedAt);
      });
    } finally {
      settle(null);
      rendering.delete(key);
    }
  }

  /**
   * Renders within the host's share of the render bound, which it holds until the answer's body has been read to its
   * end (or dropped). Over the bound, answers the stale page if there is one, else waits its turn (renderLimit.ts),
   * else answers busy().
   */
  async function bounded(
    request: Request,
    stale: CachedPage | undefined,
    render: () => Promise<Response>,
  ): Promise<Response> {
    const share = await options.renderShareOf(new URL(request.url).hostname);
    const { renderLimit } = options;
    const now = renderLimit.tryStart(share);
    if (!now && stale) return answer(request, stale, "stale", store?.now() ?? 0);
    const release = now ?? (await renderLimit.waitForTurn(share));
    if (!release) return options.busy();
    try {
      return releasedWhenRead(await render(), release);
    } catch (error) {
      release();
      throw error;
    }
  }

  /** The shop of the request's host, or null (unknown, or its look-up failed: the page is then not stored). */
  function shopIdOf(request: Request): Promise<number | null> {
    return options.shopIdOf(new URL(request.url).hostname).catch(() => null);
  }

  /**
   * An answer not from the store, with the caching headers its kind of answer gets (see isShareable), and its shop's
   * tags if it is shareable.
   */
  function withCacheHeaders(response: Response, status: PageCacheStatus, shopId: number | null): Response {
    if (!isHtml(response)) return response;
    const headers = new Headers(response.headers);
    headers.set("X-Page-Cache", status);
    if (isShareable(response)) {
      headers.set("Cache-Control", sharedCacheControl);
      headers.append("Vary", "Accept-Encoding");
      for (const [name, value] of shopId === null ? [] : (options.tagHeaders?.(shopId) ?? [])) headers.set(name, value);
    } else if (!response.headers.has("cache-control")) {
      headers.set("Cache-Control", "no-store");
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  async function toCachedPage(response: Response, shopId: number, storedAt: number): Promise<CachedPage> {
    const rendered = { html: await response.text(), headers: response.headers };
    const replayable = options.forReplay?.(rendered) ?? rendered;
    const html = Buffer.from(replayable.html);
    const headers = [...replayable.headers].filter(([name]) => !STRIPPED_HEADERS.has(name));
    headers.push(
      ["cache-control", sharedCacheControl],
      ["vary", "Accept-Encoding"],
      ...(options.tagHeaders?.(shopId) ?? []),
    );
    const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`;
    return { shopId, headers, body: await quickBody(html), etag, storedAt };
  }

  async function answer(request: Request, page: CachedPage, status: PageCacheStatus, now: number): Promise<Response> {
    const headers = new Headers(page.headers as [string, string][]);
    headers.set("ETag", page.etag);
    headers.set("Age", String(Math.max(0, Math.floor((now - page.storedAt) / 1000))));
    headers.set("X-Page-Cache", status);
    if (matchesEtag(request.headers.get("if-none-match"), page.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = acceptedEncoding(request.headers.get("accept-encoding"));
    const body = await bodyIn(page.body, encoding);
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(
      request.method === "HEAD" ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      {
        status: 200,
        headers,
      },
    );
  }

  return async (request, render) => {
    if (request.method !== "GET" && request.method !== "HEAD")
      return bounded(request, undefined, () => render(request));
    const url = new URL(request.url);
    const isBot = options.isBot(request.headers.get("user-agent"));
    if (await options.mustRender(request, url, isBot)) {
      return bounded(request, undefined, async () =>
        withCacheHeaders(await render(request), "bypass", await shopIdOf(request)),
      );
    }
    const pageUrl = pageUrlOf(url);
    const pageRequest = pageUrl.href === url.href ? request : new Request(pageUrl, request);
    const renderPage = async () => withUnusedQuery(await render(pageRequest), url);
    const viewportLayout = viewportLayoutOf(request.headers.get("cookie"));
    const key = pageCacheKey({ url: pageUrl, isBot, viewportLayout, build: options.build });
    const now = store?.now() ?? 0;
    const inFlight = rendering.get(key); // (no await unless there is one: the next miss must see this render)
    const stored = store?.get(key) ?? (inFlight && (await inFlight));
    if (stored) {
      hotPages?.hit(key, stored);
      return answer(request, stored, "hit", now);
    }
    if (!store || request.method === "HEAD") {
      return bounded(request, undefined, async () =>
        withCacheHeaders(await renderPage(), "bypass", await shopIdOf(request)),
      );
    }
    return renderAndStore(store, key, request, renderPage);
  };
}

/** The response, calling `release` once its body has been read to its end, has failed or was dropped. */
function releasedWhenRead(response: Response, release: () => void): Response {
  if (!response.body) {
    release();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        release();
        controller.close();
      } catch (error) {
        release();
        controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** A page any shopper may be given: a whole 200 HTML answer that sets no cookie and does not forbid sharing. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    response.body !== null &&
    isHtml(response) &&
    !response.headers.has("set-cookie") &&
    !/\b(no-store|private|no-cache)\b/i.test(cacheControl)
  );
}

/** If-None-Match against a weak ETag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
