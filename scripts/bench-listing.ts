// npx tsx scripts/bench-listing.ts [postgres-admin-url] [products]
// The cost of a sorted, filtered category page (findAttributes, then listProducts and findFacets in the shop's
// transaction, as the category page runs them) on a generated catalogue of `products` products (default 10,000) in
// the demo's categories, with varied prices, one in seven sold out and the demo's attributes (a tea type, a roast
// and one or two origins each), on PGlite and (given an admin URL) PostgreSQL as the runtime role; then EXPLAIN
// ANALYZE of the page's product query with a price and an attribute filter, to show which indexes it uses.
import { readFile } from "node:fs/promises";
import { CompiledQuery, type Kysely, sql } from "kysely";
import { type DatabaseHandle, withShop } from "../server/db";
import type { Database } from "../server/db/schema";
import { attributeKeysOf, findAttributes } from "../server/modules/catalogue/attributeFacets";
import { findFacets } from "../server/modules/catalogue/listingFacets";
import { filterCondition, sortKeys } from "../server/modules/catalogue/listingSql";
import { findCategories } from "../server/modules/categories/repo";
import { listProducts } from "../server/modules/products/repo";
import { descendantIds } from "../src/lib/categoryTree";
import { type ListingChoice, parseListingQuery } from "../src/lib/listingQuery";
import { benchOnBothDatabases } from "./benchPostgres";

const SHOP = 1902;
const RUNS = 20;
const TEA = 101;
const CASES: Record<string, string>[] = [
  {},
  { sort: "price_asc" },
  { sort: "price_asc", price_min: "200", price_max: "800", in_stock: "1" },
  { sort: "price_desc", in_stock: "1", p_page: "5" },
  { sort: "best_selling", price_max: "500" },
  { "a.tea-type": "oolong" },
  { "a.tea-type": "oolong,black", "a.origin": "doi-chang", in_stock: "1", sort: "price_asc" },
];
/** The explained case: prices, stock and attributes. */
const EXPLAINED: Record<string, string> = { "a.tea-type": "oolong", price_min: "200", price_max: "800", in_stock: "1" };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a shop document is plain JSON here
type Doc = any;

/** A shop of `count` products spread over the demo's categories, prices 50-3,049 baht, every seventh sold out. */
function generatedShop(demo: Doc, count: number): Doc {
  const categories = demo.catalogue.categories as Doc[];
  const template = demo.catalogue.products[0];
  const [teaTypes, roasts, origins] = (demo.catalogue.attributes as Doc[]).map((attribute) =>
    (attribute.values as Doc[]).map((value) => value.key as string),
  );
  const pick = (keys: string[] = [], n: number) => keys[n % keys.length];
  return {
    ...demo,
    shop: { ...demo.shop, id: SHOP, webName: "bench-listing", hosts: ["bench-listing.test"] },
    catalogue: {
      attributes: demo.catalogue.attributes,
      categories,
      blogs: [],
      products: Array.from({ length: count }, (_, index) => ({
        uuid: `f0000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        slug: `bench-${index}`,
        rank: index % 97,
        categoryIds: [categories[index % categories.length].id],
        images: template.images,
        price: 50 + ((index * 37) % 3000),
        stock: index % 7 === 0 ? 0 : null,
        badges: { new: index % 11 === 0, hot: index % 13 === 0 },
        attributes: {
          "tea-type": pick(teaTypes, index),
          roast: pick(roasts, index),
          origin: index % 5 === 0 ? [pick(origins, index), pick(origins, index + 1)] : pick(origins, index),
        },
        texts: {
          th: { name: `สินค้า ${index}`, unit: "ชิ้น", highlight: "" },
          en: { name: `Item ${index}`, unit: "piece", highlight: "" },
        },
      })),
    },
  };
}

async function categoryCondition(db: Kysely<Database>) {
  const ids = descendantIds(await findCategories(db, SHOP, "th"), TEA);
  return sql<boolean>`category_ids && ARRAY[${sql.join(ids)}]::integer[]`;
}

async function timePages(label: string, db: Kysely<Database>): Promise<void> {
  const rows: string[] = [];
  for (const query of CASES) {
    const page = Number(query.p_page ?? 1);
    const run = () =>
      withShop(db, SHOP, async (trx) => {
        const [condition, attributes] = await Promise.all([categoryCondition(trx), findAttributes(trx, SHOP)]);
        const { choice } = parseListingQuery(query, attributeKeysOf(attributes));
        const [list] = await Promise.all([
          listProducts(trx, SHOP, "th", { condition, page, perPage: 12, choice }),
          findFacets(trx, SHOP, condition, choice, { attributes, lang: "th" }),
        ]);
        return list.total;
      });
    await run(); // warm up
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < RUNS; index++) {
      const start = performance.now();
      total = await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = (times[Math.floor(RUNS / 2)] ?? 0).toFixed(1);
    rows.push(`  ${JSON.stringify(query).padEnd(78)} ${median.padStart(6)} ms median, ${total} listed`);
  }
  console.log(`${label}:\n${rows.join("\n")}`);
}

async function explain(label: string, db: Kysely<Database>, choice: ListingChoice): Promise<void> {
  const plan = await withShop(db, SHOP, async (trx) => {
    let query = trx
      .selectFrom("products")
      .select("uuid")
      .where("shop_id", "=", SHOP)
      .where("parent_uuid", "is", null)
      .where(await categoryCondition(trx))
      .where(filterCondition(choice));
    for (const [key, direction] of sortKeys(choice.sort)) query = query.orderBy(key, direction);
    const compiled = query.orderBy("rank").limit(12).compile();
    const result = await trx.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((row) => row["QUERY PLAN"]);
  });
  console.log(`${label} EXPLAIN ${JSON.stringify(choice)}:\n${plan.map((line) => `  ${line}`).join("\n")}`);
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  await timePages(`${label}, ${productCount} products, category "tea" and below`, handle.db);
  const attributes = await withShop(handle.db, SHOP, (trx) => findAttributes(trx, SHOP));
  await explain(label, handle.db, parseListingQuery(EXPLAINED, attributeKeysOf(attributes)).choice);
}

const demo: Doc = JSON.parse(await readFile("shops/demo.json", "utf8"));
const productCount = Number(process.argv[3] ?? 10_000);
const generated = generatedShop(demo, productCount);

await benchOnBothDatabases([generated], process.argv[2], "sf_bench_listing", bench);
