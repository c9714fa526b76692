import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crawl, type CrawlServer, startCrawlServer } from "./crawlHarness";
import { dbKinds, fixtureShops } from "./harness";
import { OWNERS, type OwnerClient, useOwnerApi } from "./ownerHarness";

const A = `/api/owner/shops/${fixtureShops.a.id}`;
const ORIGIN = `https://${fixtureShops.a.host}`;

/**
 * The sitemaps are kept per shop until it changes: an owner's publish or deletion of a page shows in the next
 * sitemap a crawler reads (the change feed purges them, server/entry.ts's wiring).
 */
describe.each(dbKinds)("robots.txt and sitemaps after an owner's publish on %s", (kind) => {
  const api = useOwnerApi(kind);
  let server: CrawlServer;
  beforeAll(async () => {
    server = await startCrawlServer(api.database);
  });
  afterAll(() => server?.close());

  const pageLocs = async () => {
    const answer = await crawl(server.url, "/sitemaps/pages.xml", fixtureShops.a.host);
    return [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  };
  /** The page sitemap's locs once `done` holds (the change notice is delivered after the commit), at most 5 s. */
  async function locsOnce(done: (locs: (string | undefined)[]) => boolean) {
    for (let waited = 0; ; waited += 20) {
      const locs = await pageLocs();
      if (done(locs) || waited >= 5_000) return locs;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  async function publish(owner: OwnerClient, id: string) {
    const draft = await owner.send("GET", `${A}/documents/${id}`);
    const published = await owner.send("POST", `${A}/documents/${id}/publish`, {
      json: { version: draft.body.version },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return draft.body;
  }

  it("lists a published page, drops it once republished as noindex, and drops a deleted page", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    expect(await pageLocs()).toContain(`${ORIGIN}/about`); // read once, so the sitemap is kept
    const created = await owner.send("POST", `${A}/documents`, { json: { type: "page", path: "/new-page" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await pageLocs()).not.toContain(`${ORIGIN}/new-page`); // a draft is not shoppers' yet
    const draft = await publish(owner, created.body.id);
    const listed = await locsOnce((locs) => locs.includes(`${ORIGIN}/new-page`));
    expect(listed).toEqual(expect.arrayContaining([`${ORIGIN}/new-page`, `${ORIGIN}/en/new-page`]));

    const content = structuredClone(draft.content);
    for (const lang of ["th", "en"]) content[lang].pageHead.meta_manual = [{ name: "robots", content: "noindex" }];
    const saved = await owner.send("PUT", `${A}/documents/${created.body.id}`, {
      json: { content },
      headers: { "If-Match": `"${draft.version}"` },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await publish(owner, created.body.id);
    expect(await locsOnce((locs) => !locs.includes(`${ORIGIN}/new-page`))).not.toContain(`${ORIGIN}/new-page`);

    const list = await owner.send("GET", `${A}/documents`);
    const about = list.body.find((doc: { path?: string }) => doc.path === "/about");
    expect((await owner.send("DELETE", `${A}/documents/${about.id}`)).status).toBe(204);
    const afterDelete = await locsOnce((locs) => !locs.includes(`${ORIGIN}/about`));
    expect(afterDelete).not.toContain(`${ORIGIN}/about`);
    expect(afterDelete).not.toContain(`${ORIGIN}/en/about`);
    expect(afterDelete).toContain(`${ORIGIN}/`);
  });

  it("adds the robots.txt lines of published settings, and names the field of a line that is not a rule", async () => {
    const owner = await api.signedIn(OWNERS.ownerA.email);
    const robots = async () => (await crawl(server.url, "/robots.txt", fixtureShops.a.host)).text;
    expect(await robots()).not.toContain("/wholesale/");
    const list = await owner.send("GET", `${A}/documents`);
    const { id } = list.body.find((doc: { type: string }) => doc.type === "settings");
    const draft = await owner.send("GET", `${A}/documents/${id}`);
    const wrong = structuredClone(draft.body.content);
    wrong.th.robotsTxt = ["Sitemap: https://elsewhere.example/sitemap.xml"];
    const refused = await owner.send("PUT", `${A}/documents/${id}`, {
      json: { content: wrong },
      headers: { "If-Match": `"${draft.body.version}"` },
    });
    expect(refused.body.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual(["/th/robotsTxt/0"]);
    const right = structuredClone(draft.body.content);
    right.th.robotsTxt = ["Disallow: /wholesale/"];
    const saved = await owner.send("PUT", `${A}/documents/${id}`, {
      json: { content: right },
      headers: { "If-Match": `"${refused.body.version}"` },
    });
    expect(saved.body.problems).toEqual([]);
    await publish(owner, id);
    let text = "";
    for (let waited = 0; waited < 5_000 && !text.includes("/wholesale/"); waited += 20) {
      text = await robots();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(text.split("\n")).toContain("Disallow: /wholesale/");
  });
});
