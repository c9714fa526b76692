import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { importShopDocument } from "../../server/shops/importShop";
import {
  type ApiAnswer,
  dbKinds,
  fixtureShops,
  importFixtureShops,
  openTestDatabase,
  postJson,
  type RunningApi,
  schemaErrors,
  startApi,
} from "./harness";

/** The demo shop (shops/demo.json): its /demo/flexiform page holds the contact form demo-flexiform-form. */
const DEMO = { id: 1001, host: "demo.localhost" };
const FORM = { path: "/demo/flexiform", ukey: "demo-flexiform-form" };

const validValues = {
  name: "  Somchai  ",
  email: "somchai@example.com",
  phone: "0812345678",
  topic: "wholesale",
  quantity: "20",
  message: "Do you sell oolong by the kilo?",
  consent: true,
};

describe.each(dbKinds)("POST /api/forms/submit on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, JSON.parse(await readFile("shops/demo.json", "utf8")));
    await importFixtureShops(database.db);
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const submit = (body: unknown, host = DEMO.host): Promise<ApiAnswer> =>
    postJson(`${api.url}/api/forms/submit`, body, { "X-Nuxt-Host": host });
  const stored = () =>
    withShop(database.db, DEMO.id, (trx) =>
      trx.selectFrom("form_submissions").selectAll().where("shop_id", "=", DEMO.id).orderBy("created_at").execute(),
    );
  /** The fields a refusal names. */
  const namedFields = (answer: ApiAnswer) =>
    ((answer.body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);

  it("stores valid values, checked and trimmed, for the form's page and language", async () => {
    const before = (await stored()).length;
    const answer = await submit({ ...FORM, lang: "en", values: validValues });
    expect(answer.status).toBe(201);
    expect(schemaErrors("api/form-submit-response.schema.json", answer.body)).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row?.id).toBe((answer.body as { data: { id: string } }).data.id);
    expect(row).toMatchObject({ page_path: "/demo/flexiform", form_ukey: FORM.ukey, lang: "en" });
    expect(row?.values).toEqual({ ...validValues, name: "Somchai" });
  });

  it("takes an optional field left empty, and the Thai page's form in Thai", async () => {
    const answer = await submit({ ...FORM, lang: "th", values: { ...validValues, phone: "", quantity: "" } });
    expect(answer.status).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ lang: "th" });
  });

  it.each([
    ["a required field missing", { name: undefined }, "values.name", "is required"],
    ["a required field blank", { message: "   " }, "values.message", "is required"],
    ["too short a text", { name: "S" }, "values.name", "shorter"],
    ["an email that is none", { email: "somchai-at-example" }, "values.email", "email"],
    ["a phone off its pattern", { phone: "12345" }, "values.phone", "pattern"],
    ["a number that is none", { quantity: "many" }, "values.quantity", "not a number"],
    ["a number over the max", { quantity: "501" }, "values.quantity", "above"],
    ["an option the select lacks", { topic: "refund" }, "values.topic", "options"],
    ["a required checkbox unticked", { consent: false }, "values.consent", "is required"],
    ["a checkbox given text", { consent: "yes" }, "values.consent", "not a value"],
    ["a field the form lacks", { coupon: "FREE" }, "values.coupon", "not a field"],
  ])("refuses %s with a 400 naming the field", async (_case, change, field, says) => {
    const before = (await stored()).length;
    const answer = await submit({ ...FORM, values: { ...validValues, ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, key: "INVALID_REQUEST" });
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    expect(namedFields(answer)).toEqual([field]);
    expect(JSON.stringify(answer.body)).toContain(says);
    expect(await stored()).toHaveLength(before);
  });

  it("names every wrong field at once", async () => {
    const answer = await submit({ ...FORM, values: { email: "x", consent: false } });
    expect(answer.status).toBe(400);
    expect(namedFields(answer).sort()).toEqual(
      ["values.consent", "values.email", "values.message", "values.name", "values.topic"].sort(),
    );
  });

  it.each([
    ["values that are no object", { ...FORM, values: ["x"] }, "values"],
    ["a value that is a number", { ...FORM, values: { ...validValues, quantity: 20 } }, "values.quantity"],
    ["no ukey", { path: FORM.path, values: validValues }, "ukey"],
    ["a path that is no path", { ...FORM, path: "demo", values: validValues }, "path"],
  ])("refuses %s before looking for the form", async (_case, body, field) => {
    const answer = await submit(body);
    expect(answer.status).toBe(400);
    expect(namedFields(answer)).toContain(field);
  });

  it("answers 404 FORM_NOT_FOUND for a node that is no flexiform, a page without it, or another shop", async () => {
    for (const [body, host] of [
      [{ ...FORM, ukey: "demo-flexiform-head" }, DEMO.host],
      [{ ...FORM, path: "/about" }, DEMO.host],
      [{ ...FORM, path: "/no-such-page" }, DEMO.host],
      [FORM, fixtureShops.a.host],
    ] as const) {
      const answer = await submit({ ...body, values: validValues }, host);
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body).toMatchObject({ key: "FORM_NOT_FOUND" });
    }
  });

  it("survives bodies that are not JSON objects", async () => {
    for (const body of ["{", "null", "[]", '"x"']) {
      const answer = await submit(body);
      expect(answer.status).toBe(400);
    }
  });
});
