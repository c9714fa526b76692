import { describe, expect, it } from "vitest";
import { dbKinds, fixtureShops } from "./harness";
import { OWNERS, useOwnerApi } from "./ownerHarness";

const A = `/api/owner/shops/${fixtureShops.a.id}/catalogue`;
const B = `/api/owner/shops/${fixtureShops.b.id}/catalogue`;
const SENCHA = "a0000000-0000-4000-8000-000000000001";
const B_MUG = "b0000000-0000-4000-8000-000000000001";

const names = (body: { name: string }[]) => body.map((product) => product.name).sort();

describe.each(dbKinds)("owner API catalogue pickers on %s", (kind) => {
  const api = useOwnerApi(kind);

  it("finds the shop's products by a part of their Thai name, with their first image", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    const answer = await owner.send("GET", `${A}/products?${new URLSearchParams({ q: "ชา", lang: "th" })}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(names(answer.body)).toEqual(["ชาเขียวเซนฉะ", "ชาเอิร์ลเกรย์", "ชุดชิมชา ลด 50%"]); // not shop B's แก้วชาเขียว
    expect(answer.body).toContainEqual({ uuid: SENCHA, name: "ชาเขียวเซนฉะ", image: "/images/sencha.jpg" });
  });

  it("searches English names whatever their case, for an editor too, and takes % and _ as themselves", async () => {
    const editor = await api.signedIn(OWNERS.editorA.email);
    const search = (q: string) => editor.send("GET", `${A}/products?${new URLSearchParams({ q, lang: "en" })}`);
    expect(names((await search("MATCHA")).body)).toEqual(["Matcha powder"]);
    expect(names((await search("50%")).body)).toEqual(["Tea sampler 50% off"]);
    expect((await search("_")).body).toEqual([]);
  });

  it("answers the products of the asked uuids the shop has, leaving out another shop's and unknown ones", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    const uuids = [SENCHA, B_MUG, "a0000000-0000-4000-8000-000000000099"].join(",");
    const answer = await owner.send("GET", `${A}/products?uuids=${uuids}&lang=en`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual([{ uuid: SENCHA, name: expect.any(String), image: "/images/sencha.jpg" }]);
  });

  it("lists the shop's categories in the asked language", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    const answer = await owner.send("GET", `${A}/categories?lang=en`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(names(answer.body)).toEqual(["Black tea", "Coffee", "Green tea", "Matcha", "Tea"]);
    expect(answer.body).toContainEqual({ id: "1", name: "Tea" });
  });

  it("answers 404 for another shop's catalogue, 401 signed out", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    expect((await owner.send("GET", `${B}/products?q=mug&lang=en`)).status).toBe(404);
    expect((await owner.send("GET", `${B}/categories?lang=en`)).status).toBe(404);
    expect((await api.client().send("GET", `${A}/categories?lang=en`)).status).toBe(401);
  });

  it.each([
    ["products?q=tea", "lang"],
    ["products?q=tea&lang=cn", "lang"],
    ["products?lang=th", "q"],
    [`products?q=${"x".repeat(101)}&lang=th`, "q"],
    ["products?uuids=nope&lang=th", "uuids"],
    [`products?uuids=${Array(61).fill(SENCHA).join(",")}&lang=th`, "uuids"],
    ["categories", "lang"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    const answer = await owner.send("GET", `${A}/${query}`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.body).toMatchObject({ status: 400, field });
  });
});
