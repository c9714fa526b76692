import { describe, expect, it } from "vitest";
import type { BlogsResponse } from "~/generated/schemas";
import { expectInvalidField, expectOk } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, useFixtureShopApi } from "./harness";

describe.each(dbKinds)("GET /api/blogs on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  function get(query: string, host: string = fixtureShops.a.host, headers = {}): Promise<ApiAnswer> {
    return getJson(`${api.url}/api/blogs?${query}`, { "X-Nuxt-Host": host, ...headers });
  }

  async function blogs(query: string, host: string = fixtureShops.a.host, headers = {}) {
    return expectOk<BlogsResponse>(await get(query, host, headers), "api/blogs-response.schema.json").data;
  }

  it("answers the shop's posts newest first, without content", async () => {
    const posts = await blogs("");
    expect(posts.map((post) => [post.blog_id, post.published_at])).toEqual([
      [2, "2024-05-10"],
      [1, "2024-03-01"],
      [3, "2023-12-24"],
    ]);
    for (const post of posts) expect(post).not.toHaveProperty("content");
    expect(posts[1]).toEqual({
      blog_id: 1,
      title: "วิธีชงชาเขียว",
      excerpt: "อุณหภูมิน้ำที่เหมาะสม",
      author: "มะลิ",
      image: { src: "/images/brew.jpg", alt: "brew", width: 1200, height: 630 },
      published_at: "2024-03-01",
    });
  });

  it("answers in the language asked", async () => {
    expect((await blogs("lang=en"))[0]?.title).toBe("Matcha_latte at home");
    expect((await blogs("", fixtureShops.a.host, { "X-Page-Lang": "en" }))[0]?.title).toBe("Matcha_latte at home");
  });

  it("caps the list with limit", async () => {
    expect((await blogs("limit=2")).map((post) => post.blog_id)).toEqual([2, 1]);
    expect((await blogs("limit=99")).length).toBe(3);
  });

  it("never answers another shop's posts", async () => {
    const posts = await blogs("", fixtureShops.b.host);
    expect(posts.map((post) => post.title)).toEqual(["Mug care"]);
  });

  it.each(["0", "100", "-1", "two", ""])("rejects limit=%s naming the field", async (limit) => {
    expectInvalidField(await get(`limit=${limit}`), "limit");
  });
});
