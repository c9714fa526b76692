import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { PublicUrlConfig } from "../../server/config";
import { crawlAnswer } from "../../server/crawl/crawlAnswer";
import { createCrawlFiles } from "../../server/crawl/crawlFiles";
import type { DatabaseHandle } from "../../server/db";
import { findShopByHost } from "../../server/modules/tenancy/repo";

/** The public origin the tests' shops are known by: https on the default port, as in production. */
export const TEST_PUBLIC_URL: PublicUrlConfig = { scheme: "https", port: null };

export interface CrawlServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Robots.txt and the sitemaps as server/entry.ts answers them (server/crawl), on a real HTTP server on a free port,
 * purged on every announced shop change as entry.ts wires them; any other path (or an unknown host) is a 404.
 */
export async function startCrawlServer(database: DatabaseHandle, publicUrl = TEST_PUBLIC_URL): Promise<CrawlServer> {
  const files = createCrawlFiles({ db: database.db, publicUrl });
  const stopListening = await database.listenForShopChanges((shopId) =>
    shopId === null ? files.purgeAll() : files.purgeShop(shopId),
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      {
        fetch: async (request) => {
          const url = new URL(request.url);
          const shop = await findShopByHost(database.db, url.hostname);
          const answer = await crawlAnswer(files, shop?.id ?? null, {
            host: url.hostname,
            pathname: url.pathname,
            acceptEncoding: request.headers.get("accept-encoding"),
          });
          return answer ?? new Response("Not Found", { status: 404 });
        },
        port: 0,
        hostname: "127.0.0.1",
      },
      () => resolve(started),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await stopListening();
    },
  };
}

/** A GET as a crawler that takes no compression sends it, its body as text. */
export async function crawl(baseUrl: string, path: string, host: string): Promise<CrawlerAnswer> {
  const answer = await crawlRaw(baseUrl, path, host);
  return { status: answer.status, headers: answer.headers, text: answer.body.toString("utf8") };
}

export interface CrawlerAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A GET as a crawler sends it to `host` (node:http, so the Host header is the test's); the body as it came. */
export function crawlRaw(
  baseUrl: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, baseUrl),
      { headers: { Host: host, "User-Agent": "Googlebot/2.1", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
  });
}
