import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { appFile } from "../appFiles.js";
import type { Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import { importShopDocument } from "./importShop";
import { ShopDocumentError } from "./shopDocumentError";

export interface SeedResult {
  file: string;
  shopId: number;
  imported: boolean;
}

/** The demo shop documents: shops/ at the repository root, or its copy in a build (appFile). */
export function defaultShopsDir(): string {
  return appFile("shops");
}

/**
 * First start: imports every shops/*.json whose shop id is not yet in the database. Shops already present are left
 * alone (use `npm run shop:import` to replace one).
 */
export async function seedDemoShops(db: Kysely<Database>, dir = defaultShopsDir()): Promise<SeedResult[]> {
  const files = (await listJsonFiles(dir)).sort();
  const results: SeedResult[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const document: unknown = JSON.parse(await readFile(file, "utf8"));
    const shopId = shopIdOf(document);
    if (shopId !== undefined) {
      const existing = await withShop(db, shopId, (db) =>
        db.selectFrom("shops").select("id").where("id", "=", shopId).executeTakeFirst(),
      );
      if (existing) {
        results.push({ file, shopId, imported: false });
        continue;
      }
    }
    try {
      const result = await importShopDocument(db, document);
      results.push({ file, shopId: result.shopId, imported: true });
    } catch (error) {
      if (error instanceof ShopDocumentError) throw new ShopDocumentError(error.problems, file);
      throw error;
    }
  }
  return results;
}

async function listJsonFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function shopIdOf(document: unknown): number | undefined {
  const shop = (document as { shop?: { id?: unknown } } | null)?.shop;
  return Number.isInteger(shop?.id) ? (shop?.id as number) : undefined;
}
