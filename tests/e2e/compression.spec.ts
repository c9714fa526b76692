import { gunzipSync } from "node:zlib";
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

  test("a large answer is still gzipped", async () => {
    const page = await rawGet(PORT, "/api/page?path=/", { ...gzipAccepted, "x-nuxt-host": "localhost" });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    const json = gunzipSync(page.body);
    expect(json.length).toBeGreaterThan(page.body.length);
    expect(JSON.parse(json.toString("utf8")).success).toBe(true);
  });
});
