import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { html } from "hono/html";
import { type MessageId, messagesByLang } from "~/i18n/messages";
import { BASELINE_HEADERS } from "../http/securityHeaders";
import { ApiError, errorEnvelope } from "~/api/apiError";
import { NO_STORE } from "../modules/http/responses";
import { hasOneValidHost } from "./hostHeader";
import { bodyLimitOf, type LimitStatus, REQUEST_LIMITS, requestLimitStatus } from "./requestLimits";

type RefusalStatus = LimitStatus | 400 | 431 | 503;

const REFUSALS: Record<RefusalStatus, { key: string; reason: string; messages: string }> = {
  400: { key: "INVALID_HOST", reason: "Bad Request", messages: "limits.invalidHost" },
  413: { key: "PAYLOAD_TOO_LARGE", reason: "Payload Too Large", messages: "limits.payloadTooLarge" },
  414: { key: "URI_TOO_LONG", reason: "URI Too Long", messages: "limits.uriTooLong" },
  431: { key: "HEADERS_TOO_LARGE", reason: "Request Header Fields Too Large", messages: "limits.headersTooLarge" },
  503: { key: "BUSY", reason: "Service Unavailable", messages: "limits.busy" },
};

/** Every answer's security headers (the page has no script: nothing may run in it), never stored by a cache. */
const NEVER_STORED = { ...BASELINE_HEADERS, "Cache-Control": NO_STORE };
const COMMON_HEADERS = {
  ...NEVER_STORED,
  // A refused body may still be arriving: the connection is closed rather than read to its end.
  Connection: "close",
};
const PAGE_HEADERS = { ...COMMON_HEADERS, "Content-Type": "text/html; charset=utf-8" };
const JSON_HEADERS = { ...COMMON_HEADERS, "Content-Type": "application/json; charset=utf-8" };

/**
 * Answers a request without exactly one valid Host header (400) or over a limit of REQUEST_LIMITS (414, 413) and
 * returns true, or returns false for the request to go on. Runs before the page cache, static files, the API and
 * React Router; its answers are built once.
 */
export function refuseOverLimit(req: IncomingMessage, res: ServerResponse): boolean {
  const target = req.url ?? "/";
  const status = hasOneValidHost(req.rawHeaders) ? requestLimitStatus(target, req.headers) : 400;
  if (status === null) return false;
  const api = target.startsWith("/api/");
  const body = api ? Buffer.from(apiBody(status, target)) : PAGES[status];
  res.writeHead(status, { ...(api ? JSON_HEADERS : PAGE_HEADERS), "Content-Length": body.length }).end(body);
  return true;
}

/**
 * The server's 'clientError' listener: a request line and headers over REQUEST_LIMITS.headerBytes get the branded
 * 431 page (which API is meant is not known yet), any other malformed request Node's own bare 400.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code !== "HPE_HEADER_OVERFLOW") {
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    return;
  }
  const body = PAGES[431];
  const headers = Object.entries({ ...PAGE_HEADERS, "Content-Length": body.length })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 431 ${REFUSALS[431].reason}\r\n${headers}\r\n`), body]));
}

/**
 * The branded 503 of a page the server is too busy to render now (server/pageCache/renderLimit): built once, sent
 * at once, kept by no cache; the connection stays open.
 */
export function busyAnswer(retryAfterSeconds: number): Response {
  return new Response(new Uint8Array(PAGES[503]), {
    status: 503,
    headers: { ...NEVER_STORED, "Content-Type": "text/html; charset=utf-8", "Retry-After": String(retryAfterSeconds) },
  });
}

function apiBody(status: LimitStatus | 400, target: string): string {
  const { key, reason } = REFUSALS[status];
  const limit =
    status === 400
      ? "a request names exactly one Host header: a host name or address, with an optional port"
      : status === 413
        ? `a request body may hold at most ${bodyLimitOf(target)} bytes`
        : `a request target may hold at most ${REQUEST_LIMITS.targetBytes} bytes and its path ${REQUEST_LIMITS.pathBytes} bytes in ${REQUEST_LIMITS.pathSegments} segments`;
  return JSON.stringify(errorEnvelope(new ApiError(status, key, `${reason}: ${limit}`)));
}

/** A short page in Thai, then English, for a shopper whose browser followed a link or sent a form. */
function page(status: RefusalStatus): Buffer {
  const { reason, messages } = REFUSALS[status];
  const text = (lang: "th" | "en", part: "title" | "description") =>
    messagesByLang[lang][`${messages}.${part}` as MessageId];
  const section = (lang: "th" | "en") =>
    html`<section lang="${lang}">
      <h1>${text(lang, "title")}</h1>
      <p>${text(lang, "description")}</p>
      <p><a href="/">${messagesByLang[lang]["error.backHome"]}</a></p>
    </section>`;
  // no value is a promise, so the template is a string already
  const document = html`<!doctype html>
    <html lang="th">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${text("th", "title")} · ${text("en", "title")}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            line-height: 1.5;
            margin: 0 auto;
            max-width: 36rem;
            padding: 2rem 1rem;
            color: #1f2937;
          }
          h1 {
            font-size: 1.375rem;
            margin: 1.5rem 0 0.5rem;
          }
          a {
            color: #0f766e;
          }
          .code {
            color: #6b7280;
            margin: 0;
          }
        </style>
      </head>
      <body>
        <main>
          <p class="code">${status} ${reason}</p>
          ${section("th")} ${section("en")}
        </main>
      </body>
    </html>`;
  return Buffer.from(document.toString());
}

const PAGES: Record<RefusalStatus, Buffer> = {
  400: page(400),
  413: page(413),
  414: page(414),
  431: page(431),
  503: page(503),
};
