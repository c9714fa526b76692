import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { PageResponse } from "~/generated/schemas";
import { dbKinds, getJson, schemaErrors, useShopApi } from "./harness";

/** §2's demo pages of the demo shop that show a catalogue page's data (otherData.from in shops/demo.json). */
describe.each(dbKinds)("demo pages with catalogue data on %s", (kind) => {
  const api = useShopApi(kind, async () => [JSON.parse(await readFile("shops/demo.json", "utf8"))]);
  async function page(path: string, lang: "th" | "en", query = "") {
    const answer = await getJson(`${api.url}/api/page?path=${encodeURIComponent(path)}&lang=${lang}${query}`, {
      "X-Nuxt-Host": "demo.localhost",
    });
    expect(answer.status).toBe(200);
    expect(schemaErrors("api/page-response.schema.json", answer.body)).toEqual([]); // `from` is not answered
    return (answer.body as PageResponse).data;
  }

  it("/demo/blog-detail holds the stored tree and a real post's detail", async () => {
    const data = await page("/demo/blog-detail", "en");
    expect(data.pageComponent.children[0]?.ukey).toBe("demo-blog-detail");
    expect(data.otherData?.blogDetail).toMatchObject({
      blog_id: 1,
      title: "Brewing oolong at home with a small teapot",
    });
  });

  it("/demo/blog-search and /demo/multi-search search their query, or the one the address gives", async () => {
    const blogs = await page("/demo/blog-search", "en");
    expect(blogs.otherData?.searchResults?.query).toBe("tea");
    expect(blogs.otherData?.searchResults?.blogs.length).toBeGreaterThan(0);
    const asked = await page("/demo/multi-search", "en", "&q=celadon&p_page=1");
    expect(asked.otherData?.searchResults?.query).toBe("celadon");
    expect(asked.otherData?.searchResults?.products.length).toBeGreaterThan(0);
  });
});
