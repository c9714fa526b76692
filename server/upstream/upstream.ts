import {
  BrokenCircuitError,
  circuitBreaker,
  ExponentialBackoff,
  handleAll,
  handleWhen,
  retry,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from "cockatiel";
import { ApiError } from "~/api/apiError";
import type { UpstreamLimits } from "../config";
import { log } from "../log.js";
import { ConsecutiveFailures } from "./consecutiveFailures";

/**
 * A call to the shop API that got no usable answer: it timed out (504 UPSTREAM_TIMEOUT), could not be made or the
 * circuit is open (503 UPSTREAM_UNAVAILABLE), or the API answered 5xx or something that is not its answer (502
 * UPSTREAM_BAD_ANSWER). The message is safe to show: it never carries what the API said.
 */
export class UpstreamFault extends ApiError {
  constructor(status: 502 | 503 | 504, key: string, message: string) {
    super(status, key, message);
    this.name = "UpstreamFault";
  }
}

export const badAnswer = (what: string) =>
  new UpstreamFault(502, "UPSTREAM_BAD_ANSWER", `The shop API's answer could not be used (${what})`);
const unavailable = () =>
  new UpstreamFault(503, "UPSTREAM_UNAVAILABLE", "The shop API is unavailable: please try again");
const timedOut = () => new UpstreamFault(504, "UPSTREAM_TIMEOUT", "The shop API did not answer in time");

/** The shop API at API_ORIGIN, every call bounded: a timeout per attempt, retries, one circuit breaker. */
export interface Upstream {
  /**
   * fetch() of a URL at the API origin: its answer (below 500) with the body already read, or an UpstreamFault.
   * GET and HEAD are retried after a timeout, a failed connection or a 5xx; nothing is retried after the deadline.
   */
  fetch(url: string, init: RequestInit, deadline: AbortSignal, options?: AnswerOptions): Promise<Response>;
  /**
   * An answer that arrived but whose data could not be used (its schema check failed, answerChecks.ts): counted as
   * a failure of the API, in place of the success its call was counted as. Resolves once the circuit has opened, when
   * this failure opens it.
   */
  countBadAnswer(fault: UpstreamFault): Promise<void>;
  /** The deadline of everything one storefront request asks the API: limits.requestBudgetMs from now. */
  deadline(): AbortSignal;
}

export interface AnswerOptions {
  /** The answer must be JSON: one that is not (truncated, an HTML page) is a bad answer, retried and counted. */
  json?: boolean;
}

/** One per API origin and process: its circuit breaker is shared by every request. */
export function createUpstream(origin: string, limits: UpstreamLimits): Upstream {
  const failures = new ConsecutiveFailures(limits.breakerFailures);
  const breaker = circuitBreaker(handleAll, { halfOpenAfter: limits.breakerResetMs, breaker: failures });
  breaker.onBreak(() => log.error({ upstream: origin }, "shop API circuit open: its calls fail at once for a while"));
  breaker.onHalfOpen(() => log.info({ upstream: origin }, "shop API circuit half-open: trying one call"));
  breaker.onReset(() => log.info({ upstream: origin }, "shop API circuit closed: calls go through again"));
  const attemptTimeout = timeout(limits.callTimeoutMs, TimeoutStrategy.Aggressive);
  const retries = retry(
    handleWhen((error) => !(error instanceof BrokenCircuitError)),
    {
      maxAttempts: limits.retries,
      backoff: new ExponentialBackoff({ initialDelay: limits.retryDelayMs, maxDelay: limits.retryMaxDelayMs }),
    },
  );
  const once = wrap(breaker, attemptTimeout);
  const idempotent = wrap(retries, breaker, attemptTimeout);

  return {
    async fetch(url, init, deadline, { json = false } = {}) {
      const method = (init.method ?? "GET").toUpperCase();
      const policy = method === "GET" || method === "HEAD" ? idempotent : once;
      try {
        return await policy.execute(({ signal }) => attempt(url, init, signal, json), deadline);
      } catch (error) {
        const fault = faultOf(error);
        const path = new URL(url).pathname; // never the query: it may carry a cart secret
        const reason = error instanceof Error ? error.message : String(error); // the API's fault: its stack says nothing
        log.warn({ upstream: origin, method, path, status: fault.status, reason }, fault.key);
        throw fault;
      }
    },
    countBadAnswer(fault) {
      // only the policy opens the circuit: one more failure through it, when the bad answers in a row are enough
      if (!failures.badAnswer()) return Promise.resolve();
      return breaker
        .execute(() => Promise.reject(fault))
        .then(
          () => undefined,
          () => undefined,
        );
    },
    deadline: () => AbortSignal.timeout(limits.requestBudgetMs),
  };
}

/** One attempt: the answer and its whole body within the attempt's time; a 5xx or JSON expected and not had fail. */
async function attempt(url: string, init: RequestInit, signal: AbortSignal, json: boolean): Promise<Response> {
  const response = await fetch(url, { ...init, signal, redirect: "manual" });
  const body = await response.arrayBuffer();
  if (response.status >= 500) throw badAnswer(`status ${response.status}`);
  if (json && body.byteLength > 0 && !isJson(response.headers.get("content-type"), body)) throw badAnswer("not JSON");
  return new Response(body.byteLength > 0 ? body : null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function faultOf(error: unknown): UpstreamFault {
  if (error instanceof UpstreamFault) return error;
  if (error instanceof TaskCancelledError || (error instanceof Error && error.name === "AbortError")) return timedOut();
  return unavailable(); // refused, reset, DNS, or the circuit is open (BrokenCircuitError)
}

function isJson(contentType: string | null, body: ArrayBuffer): boolean {
  if (!contentType?.toLowerCase().includes("json")) return false;
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}
