import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { validateShopDocument } from "./validateShopDocument";
import { writeShopDocument } from "./writeShopDocument";

export { ShopDocumentError, type ShopDocumentProblem } from "./shopDocumentError";

export interface ImportResult {
  shopId: number;
  /** Number of page paths imported (each in th and en). */
  pageCount: number;
}

/**
 * Validates a whole shop document (schema, then every zone and page tree) and writes it in one transaction;
 * a re-import replaces the shop's hosts, bases and pages. Throws ShopDocumentError, writing nothing, when invalid.
 */
export async function importShopDocument(db: Kysely<Database>, document: unknown): Promise<ImportResult> {
  const shopDocument = await validateShopDocument(document);
  await writeShopDocument(db, shopDocument);
  return { shopId: shopDocument.shop.id, pageCount: shopDocument.pages.length };
}
