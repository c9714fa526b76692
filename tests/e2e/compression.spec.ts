import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { rawGet } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const gzipAccepted = { host: `localhost:${PORT}`, "accept-encoding": "gzip, deflate, br" };

test.describe("compression of the server's own answers", () => {
  test("a tiny answer is sent as it is, with its length", async () => {
    const health = await rawGet(PORT, "/api/health", gzipAccepted);
    expect(health.status).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.headers["content-length"]).toBe(String(health.body.length));
    expect(JSON.parse(health.body.toString("utf8"))).toEqual({ ok: true });
  });

  test("a large answer is compressed with brotli, or gzip for a client that takes no brotli", async () => {
    for (const [accepted, encoding, decompress] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip, br;q=0", "gzip", gunzipSync],
    ] as const) {
      const headers = { ...gzipAccepted, "accept-encoding": accepted, "x-nuxt-host": "localhost" };
      const page = await rawGet(PORT, "/api/page?path=/", headers);
      expect(page.status).toBe(200);
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(page.headers.vary).toContain("Accept-Encoding");
      const json = decompress(page.body);
      expect(json.length).toBeGreaterThan(page.body.length);
      expect(JSON.parse(json.toString("utf8")).success).toBe(true);
    }
  });
});
