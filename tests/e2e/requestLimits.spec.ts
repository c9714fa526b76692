import http from "node:http";
import { expect, test } from "./fixtures";
import { type RawAnswer, rawGet } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const THAI_SLUG = encodeURIComponent("ชาเขียวมัทฉะออร์แกนิก".repeat(19)); // 399 Thai characters, 3,591 bytes

/** A request with a body, sent as given (Content-Length or chunked), answered in full. */
function send(path: string, method: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: PORT, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

function expectRefusalPage(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  const page = answer.body.toString("utf8");
  expect(page).toContain('<html lang="th">');
  expect(page).toContain('<section lang="en">');
  expect(page).toMatch(/<h1>[^<]*[\u0E00-\u0E7F][^<]*<\/h1>/); // a Thai heading, then the English one
}

function expectEnvelope(answer: RawAnswer, status: number, key: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(answer.body.toString("utf8"))).toMatchObject({ success: false, key });
}

test.describe("request limits", () => {
  test("a path of 7,000 segments is refused with 414 before the storefront renders anything", async () => {
    const answer = await rawGet(PORT, `/${"a/".repeat(7000)}`);
    expectRefusalPage(answer, 414);
    expect(answer.body.toString("utf8")).not.toContain("__reactRouterContext"); // never reached the storefront
    const unknown = await rawGet(PORT, "/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString("utf8")).toContain("__reactRouterContext"); // a short one is the storefront's page
  });

  test("the longest paths a shop makes are served: 400 Thai characters, 32 segments", async () => {
    const slug = await rawGet(PORT, `/product/${THAI_SLUG}/00000000-0000-4000-8000-000000000000`);
    expect(slug.status).toBe(404); // rendered by the storefront: no such product, not a refusal
    expect(slug.body.toString("utf8")).toContain("__reactRouterContext"); // the storefront's own page
    const deep = await rawGet(PORT, `/${Array.from({ length: 32 }, (_, index) => `s${index}`).join("/")}`);
    expect(deep.status).toBe(404);
    expectRefusalPage(await rawGet(PORT, `/${Array.from({ length: 33 }, (_, index) => `s${index}`).join("/")}`), 414);
  });

  test("an oversized query is refused: a page's with the branded page, the API's with the JSON envelope", async () => {
    expectRefusalPage(await rawGet(PORT, `/search?q=${"ก".repeat(500).replace(/ก/g, "%E0%B8%81")}`), 414);
    expect((await rawGet(PORT, `/search?q=${"%E0%B8%81".repeat(200)}`)).status).toBe(200);
    // the API's query may carry a page's path and query, or 100 product uuids
    const uuids = Array.from({ length: 100 }, () => "00000000-0000-4000-8000-000000000000").join("%2C");
    expect((await rawGet(PORT, `/api/products/batch?filter%5Buuid%5D=${uuids}`)).status).not.toBe(414);
    expectEnvelope(await rawGet(PORT, `/api/page?path=/&x=${"a".repeat(9000)}`), 414, "URI_TOO_LONG");
  });

  test("bodies over an endpoint's limit are refused with 413: the cart's JSON, the checkout's form, any page", async () => {
    const json = { "content-type": "application/json" };
    const cart = await send("/api/x4/cart/update_items", "POST", "x".repeat(70_000), json);
    expectEnvelope(cart, 413, "PAYLOAD_TOO_LARGE");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const checkout = await send("/hosted/checkout/demo/1/place", "POST", `a=${"x".repeat(9000)}`, form);
    expectRefusalPage(checkout, 413);
    expectRefusalPage(await send("/", "POST", "a=1", form), 413);
    const chunked = await send("/", "GET", "a=1", { ...form, "transfer-encoding": "chunked" });
    expectRefusalPage(chunked, 413);
  });

  test("headers over 16 KiB get the branded 431 page", async () => {
    expectRefusalPage(await rawGet(PORT, "/", { cookie: `big=${"a".repeat(20_000)}` }), 431);
  });
});
