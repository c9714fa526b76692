import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { answerUnexpectedError, requestIdOf, requestLog } from "./requestLog";

const app = new Hono();
app.use(requestLog());
app.onError(answerUnexpectedError);
app.get("/echo-id", (c) => c.text(requestIdOf(c.req.raw) ?? ""));
app.get("/api/boom", () => {
  throw new Error("connect ECONNREFUSED /var/run/postgresql/.s.PGSQL.5432");
});
app.get("/boom", () => {
  throw new Error("connect ECONNREFUSED /var/run/postgresql/.s.PGSQL.5432");
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("requestLog", () => {
  it("keeps a sane incoming X-Request-Id, passes it on and echoes it", async () => {
    const response = await get("/echo-id", { "X-Request-Id": "edge-4f2a.77" });
    expect(response.headers.get("x-request-id")).toBe("edge-4f2a.77");
    expect(await response.text()).toBe("edge-4f2a.77");
  });

  it.each([["with spaces and <html>"], ["x".repeat(200)], [""]])("replaces an insane one (%s)", async (incoming) => {
    const response = await get("/echo-id", { "X-Request-Id": incoming });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe(id);
  });

  it("makes one when none comes", async () => {
    expect((await get("/echo-id")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("answerUnexpectedError", () => {
  it("answers /api with the JSON error envelope, saying nothing of the error", async () => {
    const response = await get("/api/boom");
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ success: false, key: "INTERNAL_ERROR" });
    expect(body).not.toMatch(/ECONNREFUSED|\/var\/run|at /);
  });

  it("answers a page with a bare 500, saying nothing of the error", async () => {
    const response = await get("/boom");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
  });
});
