// tsx scripts/bench/importTenants.ts PRODUCTS N...   Imports generated shops N... (tenantShops.mjs) into DATABASE_URL
// through the product's own import (importShopDocument: validation, then one transaction per shop, as
// `npm run shop:import` does), without writing the documents to disk. Prints the seconds a shop took, every 100.
import { openDatabase } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { tenantShopDocument } from "./tenantShops.mjs";

const PROGRESS_EVERY = 100;

async function main([products, ...shops]: string[]): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url || !products) throw new Error("usage: DATABASE_URL=… tsx scripts/bench/importTenants.ts PRODUCTS N...");
  const { db, close } = await openDatabase({ url });
  try {
    let started = performance.now();
    for (const [index, shop] of shops.entries()) {
      await importShopDocument(db, tenantShopDocument(Number(shop), Number(products)));
      if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === shops.length) {
        const done = (index % PROGRESS_EVERY) + 1;
        const seconds = (performance.now() - started) / 1000 / done;
        console.log(`imported ${index + 1} of ${shops.length} shops (${seconds.toFixed(2)} s a shop lately)`);
        started = performance.now();
      }
    }
  } finally {
    await close();
  }
}

await main(process.argv.slice(2));
