import { Kysely, PostgresDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresPool } from "../../server/db/postgresPool";
import type { Database } from "../../server/db/schema";
import { log } from "../../server/log.js";
import { getJson, type RunningApi, schemaErrors, startApi } from "./harness";

// No database needed: these answers never reach one, or reach an unreachable one on purpose.
describe("shop API routes", () => {
  let api: RunningApi;
  let brokenDb: Kysely<Database>;

  beforeAll(async () => {
    const pool = createPostgresPool("postgres://nobody@127.0.0.1:1/none");
    brokenDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    api = await startApi(brokenDb);
  });

  afterAll(async () => {
    await api?.close();
    await brokenDb?.destroy();
  });

  it("GET /api/health answers ok", async () => {
    const answer = await getJson(`${api.url}/api/health`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
  });

  it.each(["/api/nope", "/api/page/extra", "/api"])("unknown %s is a JSON 404 NOT_FOUND", async (path) => {
    const answer = await getJson(`${api.url}${path}`, { "X-Nuxt-Host": "a.test" });
    expect(answer.status).toBe(404);
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({ success: false, key: "NOT_FOUND" });
  });

  it("an unreachable database is a 503 SERVICE_UNAVAILABLE with Retry-After, without internals", async () => {
    const logged = vi.spyOn(log, "error");
    const answers = [];
    for (let call = 0; call < 5; call++) {
      answers.push(await getJson(`${api.url}/api/page?path=/`, { "X-Nuxt-Host": "a.test" }));
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
      expect(answer.body).toMatchObject({ success: false, key: "SERVICE_UNAVAILABLE" });
      expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|at .*\.ts|127\.0\.0\.1/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("retry-after")).toBe("5");
    }
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/unreachable/)); // the breaker opened, said once
    logged.mockRestore();
  });

  it("validates the query before looking anything up", async () => {
    const answer = await getJson(`${api.url}/api/page?lang=th`, { "X-Nuxt-Host": "a.test" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ key: "INVALID_REQUEST", errors: [{ field: "path" }] });
  });
});
