import { circuitBreaker, ConsecutiveBreaker, handleWhen } from "cockatiel";
import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";
import { log } from "../log.js";
import { DatabaseUnavailableError } from "./databaseUnavailable";
import { pipelinedScopes } from "./pipelinedScope";

/** A new connection that takes longer than this fails (a database that does not answer, not one that refuses). */
const CONNECT_TIMEOUT_MS = 2_000;
/** Connections a process keeps at most (DATABASE_POOL_SIZE): processes × machines × (this + 1 listener) ≤ max_connections. */
export const DEFAULT_POOL_SIZE = 10;
/**
 * A request waits this long for one of them to be free: a busy pool is queueing, not an outage (answered 503 only
 * past this wait, and never counted by the breaker).
 */
const POOL_WAIT_MS = 10_000;
/** pg-pool's message when POOL_WAIT_MS passed with every connection in use. */
const POOL_WAIT_EXCEEDED = "timeout exceeded when trying to connect";
/** A statement running longer is cancelled by PostgreSQL; a transaction left idle this long is ended. */
const STATEMENT_TIMEOUT_MS = 10_000;
/** Should the network swallow an answer, the client gives up on the statement after this. */
const QUERY_TIMEOUT_MS = 15_000;
/** After this many failed connections in a row, database work fails at once (503) instead of trying to connect … */
const FAILURES_TO_OPEN = 3;
/** … until one trial connection is let through this long after. */
const HALF_OPEN_AFTER_MS = 1_000;

/** A pg Client whose connect gives up after CONNECT_TIMEOUT_MS, whatever the pool waits for a free connection. */
class ConnectTimedClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * The pg Pool behind Kysely, made to survive PostgreSQL going away: a failed connection (idle or in use) is logged
 * and dropped rather than crashing the process, connects and statements time out, and a circuit breaker around
 * taking a connection makes work fail fast (DatabaseUnavailableError) while the database is down and lets it
 * through again as soon as a trial connection succeeds. No restart needed.
 */
export function createPostgresPool(url: string, size = DEFAULT_POOL_SIZE): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    // pg uses one setting for both waits: the pool's is the wait for a free connection, the client's its connect
    Client: ConnectTimedClient,
    connectionTimeoutMillis: POOL_WAIT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
    // statements are written without waiting for the answer before: a transaction's BEGIN, scope and first
    // statement go in one round trip, a read's whole transaction too (pipelinedScope.ts)
    pipeline: true,
  } as pg.PoolConfig);
  // An idle connection's failure (PostgreSQL restarted, network cut): pg removes it from the pool.
  pool.on("error", (error) => log.warn({ reason: error.message }, "database: idle connection lost"));
  // A connection in use that fails between statements emits "error" too; its next statement fails, and the pool
  // drops it when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));

  const breaker = circuitBreaker(
    handleWhen((error) => error.message !== POOL_WAIT_EXCEEDED),
    {
      halfOpenAfter: HALF_OPEN_AFTER_MS,
      breaker: new ConsecutiveBreaker(FAILURES_TO_OPEN),
    },
  );
  breaker.onBreak(() => log.error("database unreachable: answering 503 until a trial connection succeeds"));
  breaker.onReset(() => log.info("database reachable again"));

  // one per pg client, so Kysely's driver (which keeps a connection per client object) sees the same one each time
  const pipelined = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      let client: pg.PoolClient;
      try {
        client = await breaker.execute(() => pool.connect());
      } catch (error) {
        throw new DatabaseUnavailableError(error);
      }
      let wrapped = pipelined.get(client);
      // no cursors: pipeline mode refuses them, and Kysely's driver asks for one only when given a cursor class
      if (!wrapped) pipelined.set(client, (wrapped = pipelinedScopes(client) as unknown as PostgresPoolClient));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
