// npx tsx scripts/bench-sitemap.ts [postgres-admin-url] [products]
// The sitemaps of a shop of `products` products (default 10,000) with the demo's pages, categories and posts: the
// first build (every file: the index, pages, products, categories, blogs, and robots.txt, from the database) and an
// answer from the kept files after it (server/crawl/crawlFiles.ts), on PGlite and (given an admin URL) PostgreSQL
// as the runtime role; and products.xml's first compressed answer (its brotli body, made once and kept).
import { readFile } from "node:fs/promises";
import { createCrawlFiles } from "../server/crawl/crawlFiles";
import type { DatabaseHandle } from "../server/db";
import { benchOnBothDatabases } from "./benchPostgres";

const SHOP = 1903;
const HOST = "bench-sitemap.test";
const CACHED_RUNS = 200;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a shop document is plain JSON here
type Doc = any;

/** The demo shop with `count` products of its first product's texts and images, in turn in each category. */
function shopOf(demo: Doc, count: number): Doc {
  const { categories, products } = demo.catalogue;
  const product = (index: number) => ({
    ...products[0],
    uuid: `f1000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    slug: `item-${index}`,
    categoryIds: [categories[index % categories.length].id],
    variants: undefined,
  });
  return {
    ...demo,
    shop: { ...demo.shop, id: SHOP, webName: "bench-sitemap", hosts: [HOST] },
    catalogue: { ...demo.catalogue, products: Array.from({ length: count }, (_, index) => product(index)) },
  };
}

/** Median and p99 of `runs` timings of `work`, in ms. */
async function timed(work: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let run = 0; run < CACHED_RUNS; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => (times[Math.floor(CACHED_RUNS * share)] ?? 0).toFixed(3);
  return `${at(0.5)} ms median, ${at(0.99)} ms p99`;
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const files = createCrawlFiles({ db: handle.db, publicUrl: { scheme: "https", port: null } });
  const products = async () => {
    const file = await files.file(SHOP, HOST, "/sitemaps/products.xml");
    if (!file) throw new Error("no products.xml");
    return file;
  };
  let start = performance.now();
  await files.file(SHOP, HOST, "/sitemap.xml");
  const firstMs = performance.now() - start;
  const { text } = await products();
  start = performance.now();
  const body = await (await products()).body();
  const compressMs = performance.now() - start;
  const urls = text.match(/<url>/g)?.length ?? 0;
  console.log(
    `${label}, ${productCount} products: first build ${firstMs.toFixed(0)} ms (products.xml ${urls} URLs, ` +
      `${(Buffer.byteLength(text) / 1024 / 1024).toFixed(1)} MB); its first compressed answer ${compressMs.toFixed(0)} ms ` +
      `(brotli ${(body.br.length / 1024).toFixed(0)} KiB); then kept: text ${await timed(products)}, ` +
      `brotli ${await timed(async () => (await products()).body())}`,
  );
}

const demo: Doc = JSON.parse(await readFile("shops/demo.json", "utf8"));
const productCount = Number(process.argv[3] ?? 10_000);
const generated = shopOf(demo, productCount);

await benchOnBothDatabases([generated], process.argv[2], "sf_bench_sitemap", bench);
