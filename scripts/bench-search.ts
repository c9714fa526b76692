// npx tsx scripts/bench-search.ts [postgres-admin-url] [products]
// The cost of a search (searchCatalogue in its shop transaction, as GET /api/search runs it: both lists, their
// counts, the typo check, suggestions when nothing is found) on the demo catalogue and on a generated one of
// `products` products (default 10,000) made of the demo's words, on PGlite and (given an admin URL) PostgreSQL as
// the runtime role; then EXPLAIN ANALYZE of the product page query, to show which indexes it uses.
import { readFile } from "node:fs/promises";
import { CompiledQuery, type Kysely } from "kysely";
import { type DatabaseHandle, withShop } from "../server/db";
import type { Database } from "../server/db/schema";
import { createShopIndexCache } from "../server/modules/search/shopIndex";
import { searchCatalogue } from "../server/modules/search/searchCatalogue";
import { queryWordsOf, wordsOf } from "../server/modules/search/searchWords";
import { searchTermsOf, wordMatch } from "../server/modules/search/wordMatch";
import { DEFAULT_LISTING } from "../src/lib/listingQuery";
import { benchOnBothDatabases } from "./benchPostgres";

const DEMO = 1001;
const GENERATED = 1901;
const RUNS = 20;
const QUERIES = ["ชา ไทย", "oolong tea", "tea thai", "ชาเขียว", "coffee", "oolnog", "xyzzy qwerty"];
const EXPLAINED = ["oolong tea", "ชา ไทย", "oolnog"];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a shop document is plain JSON here
type Doc = any;

/** A deterministic pseudo-random sequence, so every run builds the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A shop of `count` products whose names and highlights are 2-5 words drawn from the demo's names, per language. */
function generatedShop(demo: Doc, count: number): Doc {
  const next = random(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const vocabulary = (lang: "th" | "en") => [
    ...new Set(demo.catalogue.products.flatMap((product: Doc) => wordsOf(product.texts[lang].name))),
  ];
  const th = vocabulary("th") as string[];
  const en = vocabulary("en") as string[];
  const phrase = (words: string[], joiner: string) =>
    Array.from({ length: 2 + Math.floor(next() * 4) }, () => pick(words)).join(joiner);
  const template = demo.catalogue.products[0];
  return {
    ...demo,
    shop: { ...demo.shop, id: GENERATED, webName: "bench-search", hosts: ["bench-search.test"] },
    catalogue: {
      categories: demo.catalogue.categories,
      blogs: demo.catalogue.blogs,
      products: Array.from({ length: count }, (_, index) => ({
        uuid: `e0000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        slug: `bench-${index}`,
        rank: index,
        categoryIds: [pick(demo.catalogue.categories as Doc[]).id],
        images: template.images,
        price: 100 + (index % 500),
        texts: {
          th: { name: phrase(th, ""), unit: "ชิ้น", highlight: phrase(th, "") },
          en: { name: phrase(en, " "), unit: "piece", highlight: phrase(en, " ") },
        },
      })),
    },
  };
}

async function timeSearches(label: string, db: Kysely<Database>, shopId: number): Promise<void> {
  const searchIndex = createShopIndexCache();
  const search = (query: string) =>
    withShop(db, shopId, (trx) =>
      searchCatalogue(
        trx,
        shopId,
        "th",
        { query, productPage: 1, blogPage: 1, choice: DEFAULT_LISTING, attributes: [] },
        searchIndex,
      ),
    );
  for (const query of QUERIES) await search(query); // warm up
  const rows: string[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    let found = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      found = (await search(query)).productPaging.total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)] ?? 0;
    rows.push(`  ${JSON.stringify(query).padEnd(16)} ${median.toFixed(1).padStart(7)} ms median, ${found} found`);
  }
  console.log(`${label}:\n${rows.join("\n")}`);
}

async function explain(label: string, db: Kysely<Database>, shopId: number): Promise<void> {
  for (const query of EXPLAINED) {
    const plan = await withShop(db, shopId, async (trx) => {
      const terms = await searchTermsOf(trx, shopId, queryWordsOf(query));
      if (!terms) return ["(no product can match: no query to run)"];
      const { condition, score } = wordMatch(terms);
      const compiled = trx
        .selectFrom("products")
        .select("uuid")
        .where("shop_id", "=", shopId)
        .where("parent_uuid", "is", null)
        .where(condition)
        .orderBy(score, "desc")
        .orderBy("rank")
        .limit(12)
        .compile();
      const result = await trx.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((row) => row["QUERY PLAN"]);
    });
    const shown = plan.filter((line) => /Scan|Bitmap|Limit|Execution|Index|no product/.test(line));
    console.log(`${label} EXPLAIN ${JSON.stringify(query)}:\n${shown.map((line) => `  ${line}`).join("\n")}`);
  }
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await timeSearches(`${label}, demo catalogue`, handle.db, DEMO);
  await timeSearches(`${label}, ${productCount} generated products`, handle.db, GENERATED);
  await explain(`${label}, generated`, handle.db, GENERATED);
}

const demo: Doc = JSON.parse(await readFile("shops/demo.json", "utf8"));
const productCount = Number(process.argv[3] ?? 10_000);
const generated = generatedShop(demo, productCount);

await benchOnBothDatabases([demo, generated], process.argv[2], "sf_bench_search", bench);
