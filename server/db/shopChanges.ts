import type { PGlite } from "@electric-sql/pglite";
import { ExponentialBackoff, handleAll, retry } from "cockatiel";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { log } from "../log.js";
import type { Database } from "./schema";

/** The PostgreSQL channel on which a shop's import or publish is announced; the payload is the shop id. */
export const SHOP_CHANGED_CHANNEL = "shop_changed";

/**
 * Told which shop changed; null = any shop may have changed (the feed was interrupted and may have missed
 * announcements), so everything derived from shop data must be dropped.
 */
export type ShopChangeListener = (shopId: number | null) => void;

/** Stops listening. */
export type StopListening = () => Promise<void>;

/**
 * Announces that a shop's data changed. Inside a transaction, PostgreSQL delivers the announcement when (and only
 * if) it commits, to every process listening on the database.
 */
export async function announceShopChanged(db: Kysely<Database>, shopId: number): Promise<void> {
  await sql`SELECT pg_notify(${SHOP_CHANGED_CHANNEL}, ${String(shopId)})`.execute(db);
}

function shopIdOf(payload: string | undefined): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : null;
}

/** Listens on an embedded PGlite: announcements come from this process, which owns the database. */
export async function listenOnPglite(pglite: PGlite, listener: ShopChangeListener): Promise<StopListening> {
  const unlisten = await pglite.listen(SHOP_CHANGED_CHANNEL, (payload) => listener(shopIdOf(payload)));
  return () => unlisten();
}

export interface PostgresListenOptions {
  /** Retry delays after the listening connection fails: from minMs, growing (jittered) up to maxMs. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

/**
 * Listens on PostgreSQL over a connection of its own (LISTEN holds a session, so never a pooled one). When the
 * connection fails it reconnects with backoff, and tells the listener null once listening again: announcements
 * made meanwhile are lost. Resolves once listening, or rejects if the first connection fails.
 */
export async function listenOnPostgres(
  url: string,
  listener: ShopChangeListener,
  { minRetryMs = 250, maxRetryMs = 10_000 }: PostgresListenOptions = {},
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  const endClient = async () => {
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
  const stopReconnecting = new AbortController();
  // Tries until listening again or stopped; a pending delay does not keep the process alive (dangerouslyUnref).
  const reconnecting = retry(handleAll, {
    backoff: new ExponentialBackoff({ initialDelay: minRetryMs, maxDelay: maxRetryMs }),
  }).dangerouslyUnref();

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === SHOP_CHANGED_CHANNEL) listener(shopIdOf(message.payload));
    });
    next.on("error", (error) => {
      log.warn({ reason: error.message }, "shop changes: listening connection failed");
      next.end().catch(() => {});
    });
    next.on("end", () => {
      if (client === next && !stopped) void reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SHOP_CHANGED_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  async function reconnect(): Promise<void> {
    client = null;
    try {
      // a stop during a delay ends the retries at the next attempt, which then fails at once
      await reconnecting.execute(({ signal }) => {
        if (signal.aborted) throw new Error("stopped listening");
        return connect();
      }, stopReconnecting.signal);
    } catch {
      return; // stopped while retrying
    }
    if (stopped) {
      await endClient();
      return;
    }
    listener(null);
  }

  await connect();
  return async () => {
    stopped = true;
    stopReconnecting.abort();
    await endClient();
  };
}
