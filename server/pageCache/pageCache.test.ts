import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCacheOptions } from "./pageCache";
import { REFINE_AT_HIT } from "./hotPages";
import { pageCacheKey } from "./pageCacheKey";
import { createPageStore } from "./pageStore";
import { createRenderLimit, type RenderLimitOptions } from "./renderLimit";

const HTML = `<!DOCTYPE html><html lang="th"><body>${"สวัสดี ".repeat(500)}</body></html>`;
const SHOPS: Record<string, number> = { "a.test": 1, "b.test": 2 };
/** A render bound with no queue unless asked. */
const limit = (options: Partial<RenderLimitOptions>) =>
  createRenderLimit({ perShop: 1, total: 1, queuePerShop: 0, maxWaitMs: 0, ...options });

/**
 * A page cache over a real store, with a render that counts its calls and answers what the test sets; while held,
 * renders wait for the hold's release.
 */
function setup(overrides: Partial<PageCacheOptions> = {}, maxBytes = 1024 * 1024) {
  let time = 1_000_000; // lru-cache takes a start time of 0 for "no ttl"
  const store = createPageStore({ ttlMs: 60_000, maxBytes, now: () => time });
  let renders = 0;
  let held: Promise<void> | null = null;
  let answer = (url: URL): Response =>
    new Response(`${HTML}<!-- ${url.host}${url.pathname}${url.search} -->`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Frame-Options": "SAMEORIGIN" },
    });
  const serve = createPageCache({
    store,
    ttlSeconds: 60,
    build: "b1",
    shopIdOf: async (host) => SHOPS[host] ?? null,
    mustRender: async (request) => request.headers.get("x-test-must-render") === "1",
    isBot: (userAgent) => /bot/i.test(userAgent ?? ""),
    renderLimit: limit({ perShop: 100, total: 100 }),
    renderShareOf: async (host) => `shop ${SHOPS[host]}`,
    busy: () => new Response("busy", { status: 503, headers: { "Retry-After": "1" } }),
    ...overrides,
  });
  const get = (url: string, headers: Record<string, string> = {}, method = "GET") => {
    const request = new Request(url, { method, headers: { "accept-encoding": "br, gzip", ...headers } });
    return serve(request, async (rendered) => {
      renders += 1;
      await held;
      return answer(new URL(rendered.url));
    });
  };
  const hold = () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  return {
    store,
    get,
    renders: () => renders,
    hold,
    answerWith: (next: (url: URL) => Response) => (answer = next),
    advance: (ms: number) => (time += ms),
  };
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("createPageCache", () => {
  it("stores a page once and answers the same bytes and headers from the cache", async () => {
    const { get, renders } = setup();
    const miss = await get("http://a.test/");
    const hit = await get("http://a.test/");
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(renders()).toBe(1);
    const missBytes = await bytes(miss);
    expect(await bytes(hit)).toEqual(missBytes);
    expect(brotliDecompressSync(missBytes).toString()).toBe(`${HTML}<!-- a.test/ -->`);
    for (const name of ["content-encoding", "etag", "cache-control", "vary", "x-frame-options", "content-length"]) {
      expect(hit.headers.get(name)).toBe(miss.headers.get(name));
    }
    expect(hit.headers.get("content-encoding")).toBe("br");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("stores a page as forReplay makes it, and answers the miss and the hits with that", async () => {
    const { get, renders } = setup({
      forReplay: ({ html, headers }) => {
        const replayHeaders = new Headers(headers);
        replayHeaders.set("X-Replayable", "yes");
        return { html: html.replace("<body>", "<body data-replay>"), headers: replayHeaders };
      },
    });
    for (const expected of ["miss", "hit"]) {
      const answer = await get("http://a.test/", { "accept-encoding": "identity" });
      expect(answer.headers.get("x-page-cache")).toBe(expected);
      expect(answer.headers.get("x-replayable")).toBe("yes");
      expect(await answer.text()).toContain("<body data-replay>");
    }
    expect(renders()).toBe(1);
  });

  it("answers gzip, or plain HTML, to clients that do not accept brotli", async () => {
    const { get } = setup();
    await get("http://a.test/");
    const gzipped = await get("http://a.test/", { "accept-encoding": "gzip, deflate" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzipped)).toString()).toContain("<!-- a.test/ -->");
    const plain = await get("http://a.test/", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(`${HTML}<!-- a.test/ -->`);
    expect(plain.headers.get("x-page-cache")).toBe("hit");
  });

  it("stores a page compressed as cheaply as a render's answer, and a hot page at high quality once it is hot", async () => {
    const { get, store } = setup();
    const key = pageCacheKey({ url: new URL("http://a.test/"), isBot: false, viewportLayout: "wide", build: "b1" });
    const quick = await bytes(await get("http://a.test/"));
    expect(store.get(key)?.body.refined).toBe(false);
    expect(store.get(key)?.body.gzip).toBeUndefined();
    for (let hit = 1; hit < REFINE_AT_HIT; hit++) await get("http://a.test/");
    expect(store.get(key)?.body.refined).toBe(false);
    const etag = (await get("http://a.test/")).headers.get("etag");
    await vi.waitFor(() => expect(store.get(key)?.body.refined).toBe(true));
    const refined = await get("http://a.test/");
    const refinedBytes = await bytes(refined);
    expect(refinedBytes.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(refinedBytes).toString()).toBe(`${HTML}<!-- a.test/ -->`);
    expect(refined.headers.get("etag")).toBe(etag); // the same page: a client's copy stays valid
    expect(refined.headers.get("content-length")).toBe(String(refinedBytes.length));
    const gzipped = await get("http://a.test/", { "accept-encoding": "gzip" });
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(`${HTML}<!-- a.test/ -->`);
  });

  it("does not put a refined page back over a purge or a newer page of its key", async () => {
    const { get, store, answerWith } = setup();
    const key = pageCacheKey({ url: new URL("http://a.test/"), isBot: false, viewportLayout: "wide", build: "b1" });
    await get("http://a.test/");
    for (let hit = 1; hit < REFINE_AT_HIT; hit++) await get("http://a.test/");
    await get("http://a.test/"); // hot: queued
    store.purgeShop(1);
    answerWith(() => new Response("<p>after the purge</p>", { headers: { "Content-Type": "text/html" } }));
    expect(await (await get("http://a.test/", { "accept-encoding": "identity" })).text()).toBe(
      "<p>after the purge</p>",
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // the queued recompression has run by now
    expect(store.get(key)?.body.refined).toBe(false);
    expect(await (await get("http://a.test/", { "accept-encoding": "identity" })).text()).toBe(
      "<p>after the purge</p>",
    );
  });

  it("once the store is full, stores a page at its second request only, answering the first as rendered", async () => {
    const measured = setup();
    await measured.get("http://b.test/");
    const { get, store, renders } = setup({}, Math.ceil(measured.store.bytes * 1.1)); // room for one page
    await get("http://b.test/");
    expect(store.isFull).toBe(true);
    const first = await get("http://a.test/x");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toMatch(/s-maxage=60/); // a CDN may still keep it
    expect(await first.text()).toContain("<!-- a.test/x -->"); // as rendered: compression is the server's job
    expect((await get("http://a.test/x")).headers.get("x-page-cache")).toBe("miss"); // rendered again, and stored
    expect((await get("http://a.test/x")).headers.get("x-page-cache")).toBe("hit");
    expect(renders()).toBe(3);
  });

  it("while the store has room, stores a page at its first request", async () => {
    const { get, renders, store } = setup();
    expect(store.isFull).toBe(false);
    await get("http://a.test/once");
    expect((await get("http://a.test/once")).headers.get("x-page-cache")).toBe("hit");
    expect(renders()).toBe(1);
  });

  it("answers 304 without a body when the client has the page (If-None-Match)", async () => {
    const { get } = setup();
    const etag = (await get("http://a.test/")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const notModified = await get("http://a.test/", { "if-none-match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await get("http://a.test/", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("keeps every origin apart: another shop's host, another port, another scheme", async () => {
    const { get, renders } = setup();
    for (const url of ["http://a.test/", "http://b.test/", "http://a.test:8080/", "https://a.test/"]) {
      const response = await get(url);
      expect(response.headers.get("x-page-cache")).toBe("miss");
      expect(brotliDecompressSync(await bytes(response)).toString()).toContain(`<!-- ${new URL(url).host}/ -->`);
    }
    expect(renders()).toBe(4);
  });

  it("keys the query in a stable order, and paths, bots and shoppers apart", async () => {
    const { get, renders } = setup();
    await get("http://a.test/search?q=tea&p_page=2");
    expect((await get("http://a.test/search?p_page=2&q=tea")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("http://a.test/search?q=tea")).headers.get("x-page-cache")).toBe("miss");
    expect((await get("http://a.test/search?q=tea", { "user-agent": "Googlebot" })).headers.get("x-page-cache")).toBe(
      "miss",
    );
    expect(renders()).toBe(3);
  });

  it("keys phone and wide layouts apart (viewport cookie), not each breakpoint of a layout", async () => {
    const { get, renders } = setup();
    await get("http://a.test/");
    const cached = (cookie: string) => get("http://a.test/", { cookie }).then((r) => r.headers.get("x-page-cache"));
    expect(await cached("viewport=desktopWide")).toBe("hit"); // wide, as without a cookie
    expect(await cached("i18n_lang=x; viewport=mobileMedium")).toBe("miss");
    expect(await cached("viewport=mobile")).toBe("hit");
    expect(await cached("viewport=mobileWide; i18n_lang=y")).toBe("hit");
    expect(renders()).toBe(2);
  });

  it("never stores an answer that sets a cookie, an error, a redirect or a page that forbids sharing", async () => {
    const { get, answerWith, renders, store } = setup();
    const answers = [
      new Response(HTML, { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }),
      new Response(HTML, { status: 404, headers: { "Content-Type": "text/html" } }),
      new Response(HTML, { status: 500, headers: { "Content-Type": "text/html" } }),
      new Response(null, { status: 302, headers: { Location: "/en/" } }),
      new Response(HTML, { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } }),
      new Response("{}", { headers: { "Content-Type": "application/json" } }),
    ];
    for (const response of answers) {
      answerWith(() => response.clone());
      const first = await get("http://a.test/x");
      const second = await get("http://a.test/x");
      expect(first.headers.get("set-cookie")).toBe(response.headers.get("set-cookie"));
      if (first.headers.get("content-type")?.startsWith("text/html")) {
        expect(second.headers.get("x-page-cache")).toBe("bypass");
        expect(second.headers.get("cache-control")).toMatch(/no-store/);
      }
      expect(second.status).toBe(response.status);
    }
    expect(renders()).toBe(answers.length * 2);
    expect(store.size).toBe(0);
  });

  it("does not store the pages of a host that names no shop", async () => {
    const { get, renders } = setup();
    await get("http://unknown.test/");
    expect((await get("http://unknown.test/")).headers.get("x-page-cache")).toBe("bypass");
    expect(renders()).toBe(2);
  });

  it("renders, and does not store, a request the page cache must not answer (e.g. the geography redirect)", async () => {
    const { get, renders } = setup();
    await get("http://a.test/");
    const redirected = await get("http://a.test/", { "x-test-must-render": "1" });
    expect(redirected.headers.get("x-page-cache")).toBe("bypass");
    expect(renders()).toBe(2);
  });

  it("answers HEAD from the cache without a body, and leaves other methods to the render", async () => {
    const { get, renders } = setup();
    await get("http://a.test/");
    const head = await get("http://a.test/", {}, "HEAD");
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect(await head.text()).toBe("");
    await get("http://a.test/", {}, "POST");
    expect(renders()).toBe(2);
  });

  it("renders once for concurrent misses of one page", async () => {
    const { get, renders } = setup();
    const answers = await Promise.all([1, 2, 3, 4].map(() => get("http://a.test/")));
    expect(renders()).toBe(1);
    const bodies = await Promise.all(answers.map(bytes));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it("forgets a page after its freshness, and when its shop is purged (only that shop's)", async () => {
    const { get, store, advance, renders } = setup();
    await get("http://a.test/");
    await get("http://b.test/");
    advance(30_000);
    expect((await get("http://a.test/")).headers.get("age")).toBe("30");
    store.purgeShop(1);
    expect((await get("http://a.test/")).headers.get("x-page-cache")).toBe("miss");
    expect((await get("http://b.test/")).headers.get("x-page-cache")).toBe("hit");
    advance(60_000);
    expect((await get("http://b.test/")).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(4);
  });

  it("does not store a render that started before its shop was purged (it may show the old data)", async () => {
    const { get, store, answerWith } = setup();
    answerWith(() => {
      store.purgeShop(1); // the import commits while this page renders
      return new Response(HTML, { headers: { "Content-Type": "text/html" } });
    });
    expect((await get("http://a.test/")).headers.get("x-page-cache")).toBe("miss");
    expect(store.size).toBe(0);
  });

  it("with no store (PAGE_CACHE=off) renders every time but still tells a CDN it may keep the page", async () => {
    const { get, renders } = setup({ store: null });
    await get("http://a.test/");
    const second = await get("http://a.test/");
    expect(renders()).toBe(2);
    expect(second.headers.get("x-page-cache")).toBe("bypass");
    expect(second.headers.get("cache-control")).toMatch(/s-maxage=60/);
  });

  it("renders and keys a page with only the query parameters pages use, each once", async () => {
    const { get, renders } = setup();
    const first = await get("http://a.test/search?utm_source=news&q=tea&fbclid=x1&q=green&p_page=2", {
      "accept-encoding": "identity",
    });
    expect(await first.text()).toContain("<!-- a.test/search?q=green&p_page=2 -->");
    const tracked = await get("http://a.test/search?gclid=y2&p_page=2&q=green&ref=mail");
    expect(tracked.headers.get("x-page-cache")).toBe("hit");
    expect((await get("http://a.test/search?q=green&b_page=3")).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("renders a request it must not answer with its whole query (e.g. the geography redirect keeps utm_*)", async () => {
    const { get } = setup();
    const redirected = await get("http://a.test/?utm_source=news", {
      "x-test-must-render": "1",
      "accept-encoding": "identity",
    });
    expect(await redirected.text()).toContain("<!-- a.test/?utm_source=news -->");
  });

  it("bounds the renders under way per shop and in all, answering over the bound at once with busy()", async () => {
    const { get, hold, renders } = setup({ renderLimit: limit({ perShop: 2, total: 3 }) });
    const release = hold();
    const admitted = [get("http://a.test/?q=1"), get("http://a.test/?q=2")];
    const overShop = await get("http://a.test/?q=3");
    expect([overShop.status, overShop.headers.get("retry-after")]).toEqual([503, "1"]);
    admitted.push(get("http://b.test/?q=1")); // another shop still has its share
    const overAll = await get("http://b.test/?q=2");
    expect(overAll.status).toBe(503);
    expect(renders()).toBe(3);
    release();
    const answers = await Promise.all(admitted);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await Promise.all(answers.map(bytes)); // answers read: their slots are free again
    expect((await get("http://a.test/?q=3")).status).toBe(200);
  });

  it("holds a render's slot until its answer has been read, or dropped", async () => {
    const { get, answerWith } = setup({
      store: null,
      renderLimit: limit({ perShop: 1, total: 1 }),
    });
    answerWith(() => new Response(new Blob([HTML]).stream(), { headers: { "Content-Type": "text/html" } }));
    const streaming = await get("http://a.test/");
    expect((await get("http://a.test/")).status).toBe(503);
    await streaming.text();
    const next = await get("http://a.test/");
    expect(next.status).toBe(200);
    await next.body?.cancel();
    expect((await get("http://a.test/")).status).toBe(200);
  });

  it("over the bound, answers a page past its freshness rather than 503", async () => {
    const { get, hold, advance } = setup({ renderLimit: limit({ perShop: 1, total: 1 }) });
    await bytes(await get("http://a.test/"));
    advance(61_000);
    const release = hold();
    const rendering = get("http://a.test/?q=busy");
    const stale = await get("http://a.test/");
    expect([stale.status, stale.headers.get("x-page-cache"), stale.headers.get("age")]).toEqual([200, "stale", "61"]);
    expect((await get("http://a.test/?q=new")).status).toBe(503);
    release();
    await bytes(await rendering);
    expect((await get("http://a.test/")).headers.get("x-page-cache")).toBe("miss");
  });

  it("lets a shop's requests over the bound wait their turn, up to its queue and for a while", async () => {
    const { get, hold, renders } = setup({
      renderLimit: limit({ perShop: 1, total: 4, queuePerShop: 1, maxWaitMs: 60_000 }),
    });
    const release = hold();
    const rendering = get("http://a.test/?q=1");
    const waiting = get("http://a.test/?q=2");
    expect((await get("http://a.test/?q=3")).status).toBe(503); // the queue is full
    expect(renders()).toBe(1);
    release();
    const first = await rendering;
    await bytes(first); // read: its slot goes to the request waiting
    const second = await waiting;
    expect([first.status, second.status]).toEqual([200, 200]);
    await bytes(second);
    expect(renders()).toBe(2);

    const impatient = setup({ renderLimit: limit({ perShop: 1, total: 4, queuePerShop: 1, maxWaitMs: 20 }) });
    const releaseAgain = impatient.hold();
    const held = impatient.get("http://a.test/?q=1");
    expect((await impatient.get("http://a.test/?q=2")).status).toBe(503); // waited 20 ms in vain
    releaseAgain();
    await bytes(await held);
  });
});
