import { describe, expect, it } from "vitest";
import type { PageResponse } from "~/generated/schemas";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, schemaErrors, useFixtureShopApi } from "./harness";

/** The text of the first paragraph of a fixture page (section > row > column > paragraph). */
function paragraphText(body: PageResponse): unknown {
  const section = body.data.pageComponent.children[0];
  const paragraph = section?.children?.[0]?.children?.[0]?.children?.[0];
  return (paragraph?.setting as { blocks: { html: string }[] } | undefined)?.blocks[0]?.html;
}

describe.each(dbKinds)("GET /api/page on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  function get(host: string, query: string, headers: Record<string, string> = {}): Promise<ApiAnswer> {
    return getJson(`${api.url}/api/page?${query}`, { "X-Nuxt-Host": host, ...headers });
  }

  async function getPage(host: string, query: string, headers: Record<string, string> = {}): Promise<PageResponse> {
    const answer = await get(host, query, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(schemaErrors("api/page-response.schema.json", answer.body)).toEqual([]);
    return answer.body as PageResponse;
  }

  async function expectError(answer: ApiAnswer, status: number, key: string) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(schemaErrors("api/error-response.schema.json", answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({ success: false, key });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return answer.body as { message: string; errors?: { field: string; message: string }[] };
  }

  it("answers a page shaped like page.schema.json", async () => {
    const body = await getPage(fixtureShops.a.host, "path=/about&lang=th");
    expect(body.data).toEqual({
      path: "/about",
      httpStatusCode: 200,
      redirectUrl: null,
      pageSetting: expect.any(Object),
      pageComponent: { children: expect.any(Array) },
      pageHead: { title: "Shop A /about th" },
      previewData: null,
      otherData: {},
      nowLang: { key: "th" },
    });
    expect(paragraphText(body)).toBe("<p>Shop A page /about in th</p>");
  });

  it("answers each shop and language its own content", async () => {
    const aEn = await getPage(fixtureShops.a.host, "path=/about&lang=en");
    const bTh = await getPage(fixtureShops.b.host, "path=/about&lang=th");
    const bEn = await getPage(fixtureShops.b.host, "path=/about&lang=en");
    expect(paragraphText(aEn)).toBe("<p>Shop A page /about in en</p>");
    expect(paragraphText(bTh)).toBe("<p>Shop B page /about in th</p>");
    expect(paragraphText(bEn)).toBe("<p>Shop B page /about in en</p>");
    expect(bEn.data.nowLang).toEqual({ key: "en" });
  });

  it("includes the base when needBase=1, in the page's language", async () => {
    const withBase = await getPage(fixtureShops.b.host, "path=/&lang=th&needBase=1&internal-no-cache=1&utm_source=x");
    expect(withBase.data.base?.web.web_id).toBe(fixtureShops.b.id);
    expect(withBase.data.base?.webHead.title).toBe("Shop B (th)");
    const withoutBase = await getPage(fixtureShops.b.host, "path=/&lang=th");
    expect(withoutBase.data).not.toHaveProperty("base");
  });

  it("never answers another shop's page", async () => {
    const body = await expectError(await get(fixtureShops.a.host, "path=/only-b&lang=en"), 404, "PAGE_NOT_FOUND");
    expect(body.message).toBe("Page Not Found: /only-b");
    await expectError(await get(fixtureShops.b.host, "path=/only-a&lang=en"), 404, "PAGE_NOT_FOUND");
    expect(paragraphText(await getPage(fixtureShops.a.host, "path=/only-a"))).toBe("<p>Shop A page /only-a in th</p>");
  });

  it("chooses the language: query, else X-Page-Lang, else the shop default", async () => {
    expect((await getPage(fixtureShops.a.host, "path=/about")).data.nowLang.key).toBe("th");
    expect((await getPage(fixtureShops.b.host, "path=/about")).data.nowLang.key).toBe("en");
    const byHeader = await getPage(fixtureShops.a.host, "path=/about", { "X-Page-Lang": "en" });
    expect(byHeader.data.nowLang.key).toBe("en");
    expect(paragraphText(byHeader)).toBe("<p>Shop A page /about in en</p>");
    const queryWins = await getPage(fixtureShops.a.host, "path=/about&lang=th", { "X-Page-Lang": "en" });
    expect(queryWins.data.nowLang.key).toBe("th");
  });

  it("serves cn in English", async () => {
    const body = await getPage(fixtureShops.a.host, "path=/about&lang=cn&needBase=1");
    expect(body.data.nowLang).toEqual({ key: "en" });
    expect(paragraphText(body)).toBe("<p>Shop A page /about in en</p>");
    expect(body.data.base?.webHead.title).toBe("Shop A (en)");
    const byHeader = await getPage(fixtureShops.a.host, "path=/about", { "X-Page-Lang": "cn" });
    expect(byHeader.data.nowLang).toEqual({ key: "en" });
  });

  it("normalises trailing and duplicate slashes and percent-encoding, but not letter case", async () => {
    expect((await getPage(fixtureShops.a.host, "path=/about/")).data.path).toBe("/about");
    expect((await getPage(fixtureShops.a.host, "path=//docs///guide//")).data.path).toBe("/docs/guide");
    expect((await getPage(fixtureShops.a.host, `path=${encodeURIComponent("/%61bout")}`)).data.path).toBe("/about");
    expect((await getPage(fixtureShops.a.host, "path=/")).data.path).toBe("/");
    expect((await getPage(fixtureShops.a.host, "path=//")).data.path).toBe("/");
    await expectError(await get(fixtureShops.a.host, "path=/About"), 404, "PAGE_NOT_FOUND");
  });

  it("is cacheable per shop and language unless internal-no-cache=1", async () => {
    const cached = await get(fixtureShops.a.host, "path=/about");
    expect(cached.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(cached.headers.get("vary")).toBe("X-Nuxt-Host, X-Page-Lang");
    const uncached = await get(fixtureShops.a.host, "path=/about&internal-no-cache=1");
    expect(uncached.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 404 SHOP_NOT_FOUND naming an unknown host, without any shop's data", async () => {
    const body = await expectError(await get("unknown.example", "path=/about"), 404, "SHOP_NOT_FOUND");
    expect(body.message).toContain("unknown.example");
    expect(JSON.stringify(body)).not.toContain("Shop A");
  });

  describe("invalid requests: 400 INVALID_REQUEST naming the field", () => {
    const cases: [string, string, string][] = [
      ["missing path", "lang=th", "path"],
      ["empty path", "path=", "path"],
      ["path without a leading slash", "path=about", "path"],
      ["overly long path", `path=/${"a".repeat(2048)}`, "path"],
      ["bad lang", "path=/about&lang=fr", "lang"],
      ["bad needBase", "path=/about&needBase=yes", "needBase"],
      ["malformed percent-encoding", `path=${encodeURIComponent("/%E0%A4%A")}`, "path"],
    ];
    it.each(cases)("%s", async (_name, query, field) => {
      const body = await expectError(await get(fixtureShops.a.host, query), 400, "INVALID_REQUEST");
      const error = body.errors?.find((candidate) => candidate.field === field);
      expect(error, JSON.stringify(body)).toBeDefined();
      expect(error?.message).toContain(field);
    });

    it("bad X-Page-Lang header", async () => {
      const answer = await get(fixtureShops.a.host, "path=/about", { "X-Page-Lang": "klingon" });
      const body = await expectError(answer, 400, "INVALID_REQUEST");
      expect(body.errors).toEqual([{ field: "X-Page-Lang", message: expect.stringContaining("X-Page-Lang") }]);
    });
  });
});
