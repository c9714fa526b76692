import { describe, expect, it } from "vitest";
import type { BaseResponse } from "~/generated/schemas";
import { dbKinds, fixtureShops, getJson, schemaErrors, useFixtureShopApi } from "./harness";

describe.each(dbKinds)("GET /api/base on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  async function getBase(host: string, query = "", headers: Record<string, string> = {}) {
    const answer = await getJson(`${api.url}/api/base${query}`, { "X-Nuxt-Host": host, ...headers });
    expect(answer.status).toBe(200);
    expect(schemaErrors("api/base-response.schema.json", answer.body)).toEqual([]);
    return answer.body as BaseResponse;
  }

  it("answers each shop's own base data per language", async () => {
    const aTh = await getBase(fixtureShops.a.host, "?lang=th");
    const aEn = await getBase(fixtureShops.a.host, "?lang=en");
    const bTh = await getBase(fixtureShops.b.host, "?lang=th");
    expect(aTh.success).toBe(true);
    expect(aTh.data.web.web_id).toBe(fixtureShops.a.id);
    expect(bTh.data.web.web_id).toBe(fixtureShops.b.id);
    expect(aTh.data.webHead.title).toBe("Shop A (th)");
    expect(aEn.data.webHead.title).toBe("Shop A (en)");
    expect(bTh.data.webHead.title).toBe("Shop B (th)");
    expect(aTh.data.headerZone).not.toEqual(aEn.data.headerZone);
  });

  it("uses the shop's default language, then X-Page-Lang, with the query winning", async () => {
    expect((await getBase(fixtureShops.a.host)).data.webHead.title).toBe("Shop A (th)");
    expect((await getBase(fixtureShops.b.host)).data.webHead.title).toBe("Shop B (en)");
    expect((await getBase(fixtureShops.a.host, "", { "X-Page-Lang": "en" })).data.webHead.title).toBe("Shop A (en)");
    const both = await getBase(fixtureShops.a.host, "?lang=th", { "X-Page-Lang": "en" });
    expect(both.data.webHead.title).toBe("Shop A (th)");
  });

  it("serves cn in English", async () => {
    expect((await getBase(fixtureShops.a.host, "?lang=cn")).data.webHead.title).toBe("Shop A (en)");
  });

  it("picks the shop by Host when X-Nuxt-Host is absent, ignoring port and case", async () => {
    const answer = await getJson(`${api.url}/api/base`, { Host: "WWW.A.test:8080" });
    expect(answer.status).toBe(200);
    expect((answer.body as BaseResponse).data.web.web_id).toBe(fixtureShops.a.id);
    const viaNuxtHost = await getBase("B.Test:3000");
    expect(viaNuxtHost.data.web.web_id).toBe(fixtureShops.b.id);
  });

  it("is cacheable per shop and language", async () => {
    const answer = await getJson(`${api.url}/api/base?lang=en`, { "X-Nuxt-Host": fixtureShops.a.host });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(answer.headers.get("vary")).toContain("X-Nuxt-Host");
    expect(answer.headers.get("vary")).toContain("X-Page-Lang");
  });

  it("rejects a bad lang with 400 naming the field", async () => {
    const answer = await getJson(`${api.url}/api/base?lang=fr`, { "X-Nuxt-Host": fixtureShops.a.host });
    expect(answer.status).toBe(400);
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({ success: false, key: "INVALID_REQUEST", errors: [{ field: "lang" }] });
  });

  it("answers 404 SHOP_NOT_FOUND naming an unknown host", async () => {
    const answer = await getJson(`${api.url}/api/base`, { "X-Nuxt-Host": "nobody.test" });
    expect(answer.status).toBe(404);
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({ success: false, key: "SHOP_NOT_FOUND" });
    expect((answer.body as { message: string }).message).toContain("nobody.test");
    expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
