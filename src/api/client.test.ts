import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PathLang } from "~/lib/localePath";
import { ApiError, createApiClient } from "./client";

interface Echo {
  headers: Record<string, string>;
  query: Record<string, string>;
  path: string;
}

const app = new Hono();
app.get("/api/echo", (c) =>
  c.json({
    success: true,
    data: {
      headers: Object.fromEntries(c.req.raw.headers),
      query: Object.fromEntries(new URL(c.req.url).searchParams),
      path: new URL(c.req.url).pathname,
    } satisfies Echo,
  }),
);
app.get("/api/list", (c) => c.json({ success: true, data: [{ id: 1 }, { id: 2 }] }));
app.get("/api/missing", (c) =>
  c.json({ success: false, key: "PAGE_NOT_FOUND", message: "Page Not Found: /nowhere" }, 404),
);
app.get("/api/refused", (c) => c.json({ success: false, key: "NO_AUTH", message: "Please log in" }, 200));
app.get("/api/broken", (c) => c.text("<html>upstream exploded</html>", 500));
app.get("/api/forbidden-json", (c) => c.json({ error: "nope" }, 403));
app.get("/api/not-json", (c) => c.html("<html>a proxy's page</html>"));
app.get("/api/truncated", (c) => c.body('{"success":true,"data":{"pag', 200, { "Content-Type": "application/json" }));

let server: ReturnType<typeof serve>;
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

function client(lang: () => PathLang = () => "th", hooks: { start?: () => void; end?: () => void } = {}) {
  return createApiClient({
    baseUrl,
    host: "shop-a.example",
    lang,
    onRequestStart: hooks.start,
    onRequestEnd: hooks.end,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("createApiClient against a real HTTP server", () => {
  it("sends Accept, X-Nuxt-Host and X-Page-Lang", async () => {
    const echo = await client(() => "en").get<Echo>("/api/echo");
    expect(echo.path).toBe("/api/echo");
    expect(echo.headers.accept).toBe("application/json");
    expect(echo.headers["x-nuxt-host"]).toBe("shop-a.example");
    expect(echo.headers["x-page-lang"]).toBe("en");
  });

  it("reads the language at each call", async () => {
    let lang: PathLang = "th";
    const api = client(() => lang);
    expect((await api.get<Echo>("/api/echo")).headers["x-page-lang"]).toBe("th");
    lang = "en";
    expect((await api.get<Echo>("/api/echo")).headers["x-page-lang"]).toBe("en");
    lang = "cn";
    expect((await api.get<Echo>("/api/echo")).headers["x-page-lang"]).toBe("cn");
  });

  it("sends query parameters, omitting undefined and null", async () => {
    const echo = await client().get<Echo>("/api/echo", {
      path: "/product/เสื้อ/6f1c",
      lang: "en",
      needBase: 1,
      flag: true,
      zero: 0,
      empty: "",
      skipped: undefined,
      nothing: null,
      tricky: "a&b=c?d#e",
    });
    expect(echo.query).toEqual({
      path: "/product/เสื้อ/6f1c",
      lang: "en",
      needBase: "1",
      flag: "true",
      zero: "0",
      empty: "",
      tricky: "a&b=c?d#e",
    });
  });

  it("sends no query when none is given", async () => {
    expect((await client().get<Echo>("/api/echo")).query).toEqual({});
  });

  it("returns the data of a success envelope", async () => {
    expect(await client().get("/api/list")).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("throws ApiError with status, key and message on a 404 envelope", async () => {
    const error = await rejection(client().get("/api/missing"));
    expect(error.status).toBe(404);
    expect(error.key).toBe("PAGE_NOT_FOUND");
    expect(error.message).toBe("Page Not Found: /nowhere");
    expect(error.name).toBe("ApiError");
  });

  it("throws ApiError on success: false even with status 200", async () => {
    const error = await rejection(client().get("/api/refused"));
    expect(error.status).toBe(200);
    expect(error.key).toBe("NO_AUTH");
    expect(error.message).toBe("Please log in");
  });

  it("throws ApiError with key HTTP_ERROR on a non-JSON 500", async () => {
    const error = await rejection(client().get("/api/broken"));
    expect(error.status).toBe(500);
    expect(error.key).toBe("HTTP_ERROR");
    expect(error.message).not.toBe("");
  });

  it("throws ApiError on a non-2xx JSON answer without an envelope", async () => {
    const error = await rejection(client().get("/api/forbidden-json"));
    expect(error.status).toBe(403);
    expect(error.key).toBe("HTTP_ERROR");
  });

  it.each(["/api/not-json", "/api/truncated"])(
    "throws a 502 BAD_ANSWER on a 2xx that is not JSON (%s)",
    async (path) => {
      const error = await rejection(client().get(path));
      expect(error.status).toBe(502);
      expect(error.key).toBe("BAD_ANSWER");
    },
  );

  it("throws ApiError for an unknown route", async () => {
    const error = await rejection(client().get("/api/does-not-exist"));
    expect(error.status).toBe(404);
  });

  it.each([
    ["a success", "/api/list", false],
    ["a 404 envelope", "/api/missing", true],
    ["success: false", "/api/refused", true],
    ["a non-JSON 500", "/api/broken", true],
  ])("calls onRequestStart and onRequestEnd once each on %s", async (_label, path, fails) => {
    const events: string[] = [];
    const api = client(undefined, { start: () => events.push("start"), end: () => events.push("end") });
    const call = api.get(path);
    if (fails) await expect(call).rejects.toBeInstanceOf(ApiError);
    else await call;
    expect(events).toEqual(["start", "end"]);
  });

  it("calls onRequestEnd when the connection fails", async () => {
    const start = vi.fn();
    const end = vi.fn();
    const api = createApiClient({
      baseUrl: "http://127.0.0.1:1",
      host: "shop-a.example",
      lang: () => "th",
      onRequestStart: start,
      onRequestEnd: end,
    });
    await expect(api.get("/api/echo")).rejects.toThrow();
    expect(start).toHaveBeenCalledTimes(1);
    expect(end).toHaveBeenCalledTimes(1);
  });
});
