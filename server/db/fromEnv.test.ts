import { describe, expect, it } from "vitest";
import { databaseOptionsFromEnv } from "./fromEnv";
import { DEFAULT_POOL_SIZE } from "./postgresPool";

describe("databaseOptionsFromEnv", () => {
  const url = "postgres://app@db.internal/shop";

  it("sizes the PostgreSQL pool from DATABASE_POOL_SIZE, else the default", () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: url })).toEqual({ url, poolSize: DEFAULT_POOL_SIZE });
    expect(databaseOptionsFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: "4" })).toEqual({ url, poolSize: 4 });
  });

  it.each(["0", "101", "2.5", "ten", "-1"])("refuses DATABASE_POOL_SIZE=%s, naming it", (value) => {
    expect(() => databaseOptionsFromEnv({ DATABASE_URL: url, DATABASE_POOL_SIZE: value })).toThrow(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 100, not "${value}"`,
    );
  });

  it("listens on DATABASE_LISTEN_URL when set (PostgreSQL behind PgBouncer), else on DATABASE_URL", () => {
    const listenUrl = "postgres://app@db.internal:5432/shop";
    expect(databaseOptionsFromEnv({ DATABASE_URL: url, DATABASE_LISTEN_URL: listenUrl })).toEqual({
      url,
      poolSize: DEFAULT_POOL_SIZE,
      listenUrl,
    });
  });

  it.each([
    [
      { DATABASE_URL: url, DATABASE_LISTEN_URL: "db.internal:5432" },
      'must be a postgres:// URL, not "db.internal:5432"',
    ],
    [{ DATABASE_URL: url, DATABASE_LISTEN_URL: "http://db.internal/" }, "must be a postgres:// URL"],
    [{ DATABASE_LISTEN_URL: "postgres://db.internal/shop" }, "DATABASE_LISTEN_URL is set without DATABASE_URL"],
  ])("refuses DATABASE_LISTEN_URL in %o, naming it", (env, message) => {
    expect(() => databaseOptionsFromEnv(env)).toThrow(message);
  });

  it("opens PGlite at DATA_DIR without a DATABASE_URL", () => {
    expect(databaseOptionsFromEnv({ DATA_DIR: "/srv/shop" })).toEqual({ dataDir: "/srv/shop" });
  });
});
