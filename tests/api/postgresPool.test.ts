import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { DEFAULT_POOL_SIZE } from "../../server/db/postgresPool";
import { openTestDatabase } from "./harness";

// A busy pool is queueing, not an outage: requests wait for a free connection (longer than the 2 s connect timeout)
// and the breaker stays closed.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL pool when every connection is busy", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });

  afterAll(async () => {
    await database?.close();
  });

  it("queues the work past the connect timeout and answers it all, then at once", async () => {
    const { db } = database;
    const busy = Array.from({ length: DEFAULT_POOL_SIZE }, () => sql`select pg_sleep(2.5)`.execute(db));
    const waiting = Array.from({ length: 5 }, (_, index) =>
      sql<{ n: number }>`select ${index}::int as n`.execute(db).then((result) => result.rows[0]?.n),
    );
    await Promise.all(busy);
    expect(await Promise.all(waiting)).toEqual([0, 1, 2, 3, 4]);
    const after = await sql<{ ok: number }>`select 1 as ok`.execute(db); // the breaker did not open
    expect(after.rows).toEqual([{ ok: 1 }]);
  });
});
