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

  it("opens PGlite at DATA_DIR without a DATABASE_URL", () => {
    expect(databaseOptionsFromEnv({ DATA_DIR: "/srv/shop" })).toEqual({ dataDir: "/srv/shop" });
  });
});
