import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the stand-in API does with every request until told otherwise. */
export type Fault =
  | "healthy" // the real shop API's answer (with an internal header added)
  | "hang" // accepts the request and never answers
  | "refuse" // drops the connection at once
  | "error500" // a 500 that spills a stack trace, an internal path and secrets
  | "malformed" // 200, JSON with a syntax error
  | "truncated" // 200, JSON cut off half-way
  | "html" // 200, an HTML error page from some proxy
  | "emptyData" // {"data":{}}
  | "nullData" // {"data":null}
  | "wrongTypes"; // the envelope, with data of the wrong types

/** A string that must never reach a shopper: it is in every body and header the faulty API spills. */
export const SECRET = "sk_live_UPSTREAM_SECRET_9f2c";

const SPILLED_HEADERS = { "X-Internal-Secret": SECRET, Server: "shop-api/4.2 (internal)", "X-Powered-By": "Express" };

const MALFORMED_BODIES: Partial<Record<Fault, string>> = {
  malformed: `{"success": true, "data": {"secret": "${SECRET}",}}`,
  truncated: `{"success":true,"data":{"httpStatusCode":200,"secret":"${SECRET}","pageComponent":{"chil`,
  html: `<!doctype html><html><body><h1>502 Bad Gateway</h1><!-- ${SECRET} --></body></html>`,
  emptyData: `{"data":{}}`,
  nullData: `{"data":null}`,
  wrongTypes: `{"success":true,"data":{"httpStatusCode":"200","pageComponent":{"children":"${SECRET}"},"pageHead":7}}`,
};

export interface FaultyApi {
  /** http://127.0.0.1:port, for API_ORIGIN. */
  origin: string;
  /** Requests received since the last reset. */
  hits: number;
  /** The X-Request-Id of the last request received. */
  lastRequestId: string | undefined;
  fail(fault: Fault): void;
  resetHits(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP stand-in for the shop API at API_ORIGIN: healthy, it forwards to the real API at `realOrigin`;
 * otherwise it answers every request with the fault it was told.
 */
export async function startFaultyApi(port: number, realOrigin: string): Promise<FaultyApi> {
  let fault: Fault = "healthy";
  const hanging = new Set<http.ServerResponse>();
  const state: { hits: number; lastRequestId?: string } = { hits: 0 };

  const server = http.createServer((request, response) => {
    state.hits += 1;
    state.lastRequestId = request.headers["x-request-id"] as string | undefined;
    switch (fault) {
      case "healthy":
        return forward(request, response, realOrigin);
      case "hang":
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      case "refuse":
        return request.socket.destroy();
      case "error500":
        response.writeHead(500, { "Content-Type": "text/plain", ...SPILLED_HEADERS, "Set-Cookie": "internal=1" });
        return response.end(
          `TypeError: Cannot read properties of undefined\n    at /srv/shop-api/src/pages.ts:42:7\nDATABASE_URL=postgres://admin:${SECRET}@db.internal/shop`,
        );
      default:
        response.writeHead(200, {
          "Content-Type": fault === "html" ? "text/html" : "application/json",
          ...SPILLED_HEADERS,
        });
        return response.end(MALFORMED_BODIES[fault]);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${bound}`,
    get hits() {
      return state.hits;
    },
    get lastRequestId() {
      return state.lastRequestId;
    },
    fail(next) {
      fault = next;
      if (next !== "hang") for (const response of hanging) response.destroy();
    },
    resetHits() {
      state.hits = 0;
    },
    close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real API's answer, with an internal header a real upstream might add. */
function forward(request: http.IncomingMessage, response: http.ServerResponse, realOrigin: string) {
  const target = new URL(request.url ?? "/", realOrigin);
  const upstream = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...SPILLED_HEADERS });
      answer.pipe(response);
    },
  );
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
}
