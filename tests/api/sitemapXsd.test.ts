import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { crawl, type CrawlServer, startCrawlServer } from "./crawlHarness";
import { dbKinds, openTestDatabase } from "./harness";

const run = promisify(execFile);
const XSD = "tests/fixtures/sitemap-xsd";

/** xmllint's verdict on a file against a schema (libxml2-utils; never over the network): "" when valid. */
async function xsdErrors(schema: string, file: string): Promise<string> {
  try {
    await run("xmllint", ["--noout", "--nonet", "--schema", join(XSD, schema), file]);
    return "";
  } catch (error) {
    return (error as { stderr?: string }).stderr ?? String(error);
  }
}

/** Every sitemap of both demo shops is valid against the sitemaps.org protocol's XSD (hreflang links included). */
describe.each(dbKinds)("sitemaps against the protocol's XSD on %s", (kind) => {
  let database: DatabaseHandle;
  let server: CrawlServer;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const file of ["demo", "offline"]) {
      await importShopDocument(database.db, JSON.parse(await readFile(`shops/${file}.json`, "utf8")));
    }
    server = await startCrawlServer(database);
    folder = await mkdtemp(join(tmpdir(), "sf-sitemaps-"));
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.each(["demo.localhost", "offline.localhost"])("validates the index and every sitemap of %s", async (host) => {
    const index = await crawl(server.url, "/sitemap.xml", host);
    const indexFile = join(folder, `${host}-index.xml`);
    await writeFile(indexFile, index.text);
    expect(await xsdErrors("siteindex.xsd", indexFile)).toBe("");
    const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(locs.length).toBeGreaterThanOrEqual(3);
    for (const loc of locs) {
      const sitemap = await crawl(server.url, new URL(loc).pathname, host);
      const file = join(folder, `${host}-${new URL(loc).pathname.replaceAll("/", "_")}`);
      await writeFile(file, sitemap.text);
      expect(await xsdErrors("urlset.xsd", file), loc).toBe("");
    }
  });

  it("tells a wrong file from a right one (the schemas are the protocol's, not anything goes)", async () => {
    const file = join(folder, "wrong.xml");
    await writeFile(
      file,
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        "<url><lastmod>yesterday</lastmod></url></urlset>\n",
    );
    expect(await xsdErrors("urlset.xsd", file)).toMatch(/fails to validate/);
  });
});
