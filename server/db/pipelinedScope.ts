import type { Writable } from "node:stream";
import type pg from "pg";

/**
 * What starts the SQL of a row-level security scope's set_config (shopScope.ts, ownerScope.ts): the connection sends
 * it together with the transaction's BEGIN and first statement, in one round trip.
 */
export const SCOPE_MARK = "/* scope */ ";
/**
 * …or, for a read-only scope (it sets transaction_read_only, and only ever starts a transaction), with each statement
 * of the transaction in a transaction of its own: BEGIN, the scope, the statement and COMMIT in one round trip. Under
 * READ COMMITTED every statement has a snapshot of its own anyway, so the reads see what they would in one
 * transaction; PostgreSQL never waits on the process mid-way.
 */
export const READ_SCOPE_MARK = "/* scope, each statement */ ";

type Statement = { text: string; values?: unknown[] };
type Result = pg.QueryResult;

/** What Kysely's driver uses of a pooled pg client. */
export interface PooledClient {
  query(text: string, values?: unknown[]): Promise<Result>;
  release(error?: Error | boolean): void;
}

const isBegin = (text: string) => text === "begin" || text.startsWith("start transaction");
const isEnd = (text: string) => text === "commit" || text === "rollback";
/** The answer to a statement held back: its caller (Kysely's driver, inScope) reads nothing of it. */
const HELD: Result = { command: "", rowCount: 0, oid: 0, fields: [], rows: [] };

/**
 * A pooled client (in pg's pipeline mode: statements are written without waiting for the one before) that holds
 * back a transaction's BEGIN and scope statements until its first statement, and sends a read scope's statements
 * each wrapped in a transaction of its own (see the marks). A process that renders synchronously leaves PostgreSQL
 * waiting mid-transaction on every round trip it has not yet read: fewer round trips in a transaction, fewer
 * connections "idle in transaction" while it renders; none at all for reads.
 */
export function pipelinedScopes(client: pg.PoolClient): PooledClient {
  /** BEGIN and scope statements not sent yet. */
  let held: Statement[] = [];
  /** A read scope: its BEGIN and scope statements, sent around each statement. */
  let eachStatement: Statement[] | null = null;

  /** The socket pg writes to: corked, the statements leave in one write, which PostgreSQL reads whole. */
  const socket = (client as unknown as { connection: { stream: Pick<Writable, "cork" | "uncork"> } }).connection.stream;

  async function sendTogether(statements: Statement[], answerIndex: number): Promise<Result> {
    socket.cork();
    const sent = statements.map(({ text, values }) => client.query(text, values));
    socket.uncork();
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
    return (settled[answerIndex] as PromiseFulfilledResult<Result>).value;
  }

  return {
    async query(text, values) {
      if (isBegin(text)) {
        held = [{ text }];
        return HELD;
      }
      const scope = text.startsWith(SCOPE_MARK) || text.startsWith(READ_SCOPE_MARK);
      if (scope && eachStatement) {
        eachStatement.push({ text, values });
        return HELD;
      }
      if (scope && held.length > 0) {
        held.push({ text, values });
        if (text.startsWith(READ_SCOPE_MARK)) [eachStatement, held] = [held, []];
        return HELD;
      }
      if (isEnd(text) && (eachStatement || held.length > 0)) {
        // every statement was committed on its own, or none was sent: nothing is open
        [eachStatement, held] = [null, []];
        return HELD;
      }
      if (eachStatement) {
        const wrapped = [...eachStatement, { text, values }, { text: "commit" }];
        return sendTogether(wrapped, wrapped.length - 2);
      }
      if (held.length > 0) {
        const first = [...held, { text, values }];
        held = [];
        return sendTogether(first, first.length - 1);
      }
      return client.query(text, values);
    },
    release(error) {
      [eachStatement, held] = [null, []];
      client.release(error);
    },
  };
}
