// npm run shop:import -- FILE...   Imports (or re-imports, replacing) each shop document into the database named by
// DATABASE_URL, else PGlite at DATA_DIR or ./data/pglite. Exits 1, listing the problems, on invalid input. With
// CDN_PURGE_URL, each imported shop is then purged at the CDN too (a failed purge is reported, the import stands).
// Refuses (1), naming the process, a DATA_DIR that a running server holds.
import { readFile, stat } from "node:fs/promises";
import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";
import { cdnPurgeFromEnv } from "../cdn/cdnPurge";
import { databaseOptionsFromEnv, openDatabase } from "../db";
import { importShopDocument, ShopDocumentError } from "../shops/importShop";

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error("usage: npm run shop:import -- FILE.json [FILE.json...]");
    return 2;
  }
  const purgeCdn = cdnPurgeFromEnv(process.env);
  const { db, close } = await openDatabase(databaseOptionsFromEnv());
  let failures = 0;
  try {
    for (const file of files) {
      try {
        const { size } = await stat(file);
        if (size > DOCUMENT_LIMITS.documentBytes) {
          throw new Error(`file of ${size} bytes exceeds ${DOCUMENT_LIMITS.documentBytes}: not read`);
        }
        const document: unknown = JSON.parse(await readFile(file, "utf8"));
        const { shopId, pageCount } = await importShopDocument(db, document);
        console.log(`${file}: imported shop ${shopId} (${pageCount} page${pageCount === 1 ? "" : "s"})`);
        const purge = await purgeCdn?.(shopId);
        if (purge?.ok) console.log(`${file}: CDN purged ${purge.tag}`);
        else if (purge)
          console.error(`${file}: CDN purge of ${purge.tag} failed (${purge.reason}): its pages expire there`);
      } catch (error) {
        failures += 1;
        if (error instanceof ShopDocumentError) {
          console.error(`${file}: rejected, nothing written`);
          for (const problem of error.problems) console.error(`  ${problem.message}`);
        } else {
          console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await close();
  }
  return failures > 0 ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`shop:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
