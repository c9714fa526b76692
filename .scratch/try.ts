import { readFile } from "node:fs/promises";
import { openDatabase } from "../server/db/openDatabase";
import { withShop } from "../server/db/shopScope";
import { importShopDocument } from "../server/shops/importShop";
import { searchCatalogue } from "../server/modules/search/searchCatalogue";
const handle = await openDatabase({});
for (const f of ["shops/demo.json", "tests/fixtures/shop-a.json", "tests/fixtures/shop-b.json"]) await importShopDocument(handle.db, JSON.parse(await readFile(f, "utf8")));
const shops: Record<string, number> = { demo: 1001, a: 901, b: 902 };
for (const line of process.argv.slice(2)) {
  const [shop, lang, q] = line.split(":");
  const r = await withShop(handle.db, shops[shop], (db) => searchCatalogue(db, shops[shop], lang as "th", { query: q, productPage: 1, blogPage: 1 }));
  console.log(`== ${line}: ${r.productPaging.total} products, ${r.blogPaging.total} blogs${r.suggestions ? " SUGG " + r.suggestions.categories.map(c=>c.name).join(",") + " / " + r.suggestions.products.map(p=>p.name).join(",") : ""}`);
  console.log("   " + r.products.map((p) => p.name).join(" | "));
  console.log("   B " + r.blogs.map((p) => p.title).join(" | "));
}
await handle.close();
