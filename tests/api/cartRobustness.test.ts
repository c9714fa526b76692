import http from "node:http";
import { describe, expect, it } from "vitest";
import { cartProducts as P } from "./cartHarness";
import { BROWSER_USER_AGENT, dbKinds, fixtureShops, readFixture, schemaErrors, useShopApi } from "./harness";

/**
 * The cart calls survive any payload: every odd body or query gets a JSON answer that is a success or a 4xx error
 * envelope, never a 5xx or a hang, and the server keeps answering afterwards.
 */
const CALLS = ["update_items", "checkoutByItems", "update"];
const UUID = "0f0f0f0f-0000-4000-8000-000000000000";

const ODD_BODIES: string[] = [
  "",
  " ",
  "null",
  "true",
  "0",
  '"text"',
  "[]",
  "{}",
  "{",
  "\u0000",
  '{"items": null}',
  '{"items": {}, "lang_key": "th"}',
  '{"items": [null], "remove_items": [null], "lang_key": "th"}',
  '{"items": [{"uuid": null, "quantity": null}], "remove_items": [], "lang_key": "th"}',
  `{"items": [{"uuid": "${P.sencha}", "quantity": 1e309}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "${P.sencha}", "quantity": -1}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "${P.sencha}", "quantity": 99999999999999999999}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "${P.sencha}", "quantity": "1"}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "urn:uuid:${P.sencha}", "quantity": 1}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "{${P.sencha}}", "quantity": 1}], "remove_items": [], "lang_key": "th"}`,
  `{"items": [{"uuid": "${P.sencha}", "quantity": 1, "__proto__": {"admin": true}}], "remove_items": [], "lang_key": "th"}`,
  `{"__proto__": {"items": []}, "constructor": {"prototype": {}}, "lang_key": "th"}`,
  `{"items": [], "remove_items": ["'; DROP TABLE carts; --"], "lang_key": "th", "cart_id": "${UUID}", "cart_secret": "x"}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": "urn:uuid:${UUID}", "cart_secret": "x"}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": "${UUID}", "cart_secret": "${"x".repeat(129)}"}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": "${UUID}", "cart_secret": ""}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": "${UUID}", "cart_secret": "\\ud800"}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": "${UUID}", "cart_secret": "\\u0000"}`,
  `{"items": [], "remove_items": [], "lang_key": "th", "cart_id": 1, "cart_secret": 2}`,
  JSON.stringify({
    items: Array.from({ length: 101 }, (_, index) => ({
      uuid: `a0000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      quantity: 1,
    })),
    remove_items: [],
    lang_key: "th",
  }),
  JSON.stringify({ items: Array.from({ length: 1500 }, () => ({ uuid: "x", quantity: 0 })), lang_key: "th" }),
  `{"items": ${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
  '{"a": 1, "a": 2}',
  "\ufeff{}",
  "🍵".repeat(1000),
];

function send(
  url: string,
  {
    method = "POST",
    body,
    headers = {},
  }: { method?: string; body?: string | string[]; headers?: Record<string, string> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: {
          "X-Nuxt-Host": fixtureShops.a.host,
          "Content-Type": "application/json",
          "User-Agent": BROWSER_USER_AGENT,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    // an array is sent in chunks (Transfer-Encoding: chunked, no Content-Length)
    if (Array.isArray(body)) for (const chunk of body) request.write(chunk);
    request.end(typeof body === "string" ? body : undefined);
  });
}

function problemOf(label: string, status: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${label}: not JSON (${status})`;
  }
  if (status >= 500) return `${label}: ${status} ${text.slice(0, 200)}`;
  if (status >= 400 && schemaErrors("api/error-response.schema.json", body).length > 0) {
    return `${label}: error body not an error envelope`;
  }
  return undefined;
}

describe.each(dbKinds)("cart API robustness on %s", (kind) => {
  const api = useShopApi(kind, async () => [await readFixture("shop-a.json")]);

  it("answers every odd body with a success or a 4xx JSON error, never a 5xx", async () => {
    const failures: string[] = [];
    for (const call of CALLS) {
      for (const body of ODD_BODIES) {
        const { status, text } = await send(`${api.url}/api/x4/cart/${call}`, { body });
        const problem = problemOf(`${call} ${body.slice(0, 60)}`, status, text);
        if (problem) failures.push(problem);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers odd queries to GET cart with a 4xx JSON error", async () => {
    const failures: string[] = [];
    const values = ["", "%00", "%E0%A4%A", "x".repeat(3000), "urn:uuid:" + UUID, `{${UUID}}`, UUID.toUpperCase()];
    for (const param of ["cart_id", "cart_secret", "lang"]) {
      for (const value of values) {
        const other = param === "cart_id" ? "cart_secret=x" : `cart_id=${UUID}`;
        const url = `${api.url}/api/x4/cart/get?${param}=${value}&${other}`;
        const { status, text } = await send(url, { method: "GET" });
        const problem = problemOf(`${param}=${value.slice(0, 40)}`, status, text);
        if (problem) failures.push(problem);
        if (status < 400) failures.push(`${param}=${value.slice(0, 40)}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a body over 64 KiB with 413, with or without Content-Length", async () => {
    const big = JSON.stringify({ items: [], lang_key: "th", padding: "x".repeat(70_000) });
    const sized = await send(`${api.url}/api/x4/cart/checkoutByItems`, { body: big });
    expect(sized.status).toBe(413);
    expect(JSON.parse(sized.text)).toMatchObject({ success: false, key: "PAYLOAD_TOO_LARGE" });
    const chunks = Array.from({ length: 10 }, (_, index) => big.slice(index * 7100, (index + 1) * 7100));
    const chunked = await send(`${api.url}/api/x4/cart/update_items`, { body: chunks });
    expect(chunked.status).toBe(413);
    expect(schemaErrors("api/error-response.schema.json", JSON.parse(chunked.text))).toEqual([]);
    // exactly 64 KiB is read (and refused for what it holds, not its size)
    const padding = "x".repeat(64 * 1024 - JSON.stringify({ items: [], lang_key: "th", padding: "" }).length);
    const limit = await send(`${api.url}/api/x4/cart/checkoutByItems`, {
      body: JSON.stringify({ items: [], lang_key: "th", padding }),
    });
    expect(limit.status).toBe(400);
  });

  it("answers GET on a POST call and POST on GET with a JSON 404", async () => {
    for (const [method, call] of [
      ["GET", "update_items"],
      ["POST", "get"],
    ] as const) {
      const { status, text } = await send(`${api.url}/api/x4/cart/${call}`, {
        method,
        ...(method === "POST" ? { body: "{}" } : {}),
      });
      expect(status, text).toBe(404);
      expect(JSON.parse(text)).toMatchObject({ key: "NOT_FOUND" });
    }
  });

  it("still creates carts after all of that", async () => {
    const { status } = await send(`${api.url}/api/x4/cart/checkoutByItems`, {
      body: JSON.stringify({ items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "th" }),
    });
    expect(status).toBe(200);
  });
});
