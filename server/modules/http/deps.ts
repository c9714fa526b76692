import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { PreviewAccess } from "../../preview/previewAccess";
import type { ShopIndexCache } from "../search/shopIndex";
import type { BodyValidator } from "./bodyValidator";
import type { QueryValidator } from "./queryValidator";

/** What every route module of the shop API is built from. */
export interface ShopApiDeps {
  db: Kysely<Database>;
  validateQuery: QueryValidator;
  validateBody: BodyValidator;
  /** Who may preview which shop (GET /api/page's previewData). */
  preview: PreviewAccess;
  /** The shops' search indexes (names for suggestions and "did you mean"), kept a minute. */
  searchIndex: ShopIndexCache;
}
