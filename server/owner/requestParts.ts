import type { Context } from "hono";
import type { ContentLang } from "../db/schema";
import { OwnerApiError } from "./ownerApiError";

/** The language of problem messages: the first of th and en that Accept-Language prefers; Thai when it names neither. */
export function messageLangOf(c: Context): ContentLang {
  const ranked = (c.req.header("accept-language") ?? "")
    .split(",")
    .map((item) => {
      const [tag = "", ...params] = item.trim().toLowerCase().split(";");
      const q = Number(params.find((param) => param.trim().startsWith("q="))?.split("=")[1] ?? 1);
      return { lang: tag.split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter(
      (entry): entry is { lang: ContentLang; q: number } => (entry.lang === "th" || entry.lang === "en") && entry.q > 0,
    )
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lang ?? "th";
}

/**
 * The request's JSON body, at most `maxBytes`: 415 unless it says application/json, 413 over the limit (counted as
 * it streams, whatever Content-Length says), 400 naming the position when it is not JSON.
 */
export async function jsonBody(c: Context, maxBytes: number): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new OwnerApiError(415, {
      title: "Unsupported Media Type",
      detail: "send the body as application/json",
      field: "Content-Type",
    });
  }
  const text = await limitedText(c.req.raw, maxBytes);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new OwnerApiError(400, { title: "Bad Request", detail: `the body is not JSON: ${(error as Error).message}` });
  }
}

async function limitedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new OwnerApiError(413, { title: "Content Too Large", detail: `a body may hold at most ${maxBytes} bytes` });
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The version an If-Match header names (`"7"`, `W/"7"` or `7`): 428 when it is missing, 412 when it names none. */
export function ifMatchVersion(c: Context): number {
  const header = c.req.header("if-match");
  if (!header) {
    throw new OwnerApiError(428, {
      title: "Precondition Required",
      detail: "send If-Match with the draft's version (its ETag)",
      field: "If-Match",
    });
  }
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim());
  if (!match)
    throw new OwnerApiError(412, {
      title: "Precondition Failed",
      detail: `If-Match ${header} names no version`,
      field: "If-Match",
    });
  return Number(match[1]);
}

/** A path parameter that must be a positive integer; 404 otherwise (it names nothing). */
export function integerParam(value: string | undefined, what: string): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value))
    throw new OwnerApiError(404, { title: "Not Found", detail: `no ${what} ${value}` });
  return Number(value);
}

/** A string field of a JSON body: 400 naming it otherwise. */
export function stringField(body: unknown, field: string): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== "string" || value === "") {
    throw new OwnerApiError(400, { title: "Bad Request", detail: `${field} is required (a string)`, field });
  }
  return value;
}
