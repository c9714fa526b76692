import { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import type { CatalogueImage } from "~/generated/schemas";
import { isUuid } from "~/lib/uuid";
import { withShop } from "../db/shopScope";
import type { ContentLang, Database } from "../db/schema";
import { imageInLang } from "../modules/catalogue/imageInLang";
import { findCategories } from "../modules/categories/repo";
import type { OwnerShopEnv } from "./grant";
import { OwnerApiError } from "./ownerApiError";

/** At most this many products answer a search (the editor's picker shows them as a list). */
const SEARCH_LIMIT = 20;
/** The longest search text, and the most uuids asked at once (a product grid holds at most 60). */
const QUERY_MAX_CHARS = 100;
const UUIDS_MAX = 60;

interface ProductChoice {
  uuid: string;
  name: string;
  image?: string;
}

/**
 * What the editor's pickers list (docs/owner-api.md): the shop's products, by a name search or by uuid, and its
 * categories, in one language, for both roles; reads only, inside the shop's row-level security scope.
 */
export function ownerCatalogueRoutes({ db }: { db: Kysely<Database> }) {
  const app = new Hono<OwnerShopEnv>();
  app.get("/products", async (c) => {
    const lang = langParam(c.req.query("lang"));
    const uuids = c.req.query("uuids");
    const query = c.req.query("q");
    const shopId = c.get("grant").shopId;
    if (uuids !== undefined) return c.json(await productsByUuid(db, shopId, lang, uuidsParam(uuids)));
    return c.json(await searchProducts(db, shopId, lang, queryParam(query)));
  });
  app.get("/categories", async (c) => {
    const lang = langParam(c.req.query("lang"));
    const categories = await withShop(db, c.get("grant").shopId, (trx) =>
      findCategories(trx, c.get("grant").shopId, lang),
    );
    return c.json(categories.map((category) => ({ id: String(category.category_id), name: category.name })));
  });
  return app;
}

function searchProducts(db: Kysely<Database>, shopId: number, lang: ContentLang, text: string) {
  // a substring of the name in that language (Thai is written without spaces between words)
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return selectChoices(db, shopId, lang, (name) => sql<boolean>`${name} ILIKE ${pattern}`, SEARCH_LIMIT);
}

function productsByUuid(db: Kysely<Database>, shopId: number, lang: ContentLang, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return selectChoices(db, shopId, lang, () => sql<boolean>`uuid IN (${sql.join(uuids)})`, UUIDS_MAX);
}

/** The shop's products (not variants) matching `condition` on their name in `lang`, by rank then name. */
function selectChoices(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  condition: (name: ReturnType<typeof sql>) => ReturnType<typeof sql<boolean>>,
  limit: number,
): Promise<ProductChoice[]> {
  const name = sql<string>`coalesce(texts -> ${lang}::text ->> 'name', '')`;
  return withShop(db, shopId, async (trx) => {
    const rows = await trx
      .selectFrom("products")
      .select(["uuid", name.as("name"), sql<CatalogueImage | null>`images -> 0`.as("image")])
      .where("shop_id", "=", shopId)
      .where("parent_uuid", "is", null)
      .where(condition(name))
      .orderBy("rank")
      .orderBy(name)
      .orderBy("uuid")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      ...(row.image ? { image: imageInLang(row.image, lang).src } : {}),
    }));
  });
}

function badRequest(field: string, detail: string): OwnerApiError {
  return new OwnerApiError(400, { title: "Bad Request", detail, field });
}

function langParam(value: string | undefined): ContentLang {
  if (value === "th" || value === "en") return value;
  throw badRequest("lang", "lang must be th or en");
}

function queryParam(value: string | undefined): string {
  const text = value?.trim() ?? "";
  if (text === "" || text.length > QUERY_MAX_CHARS)
    throw badRequest("q", `q (the text to search for, 1–${QUERY_MAX_CHARS} characters) or uuids is required`);
  return text;
}

function uuidsParam(value: string): string[] {
  const uuids = value.split(",").filter((uuid) => uuid !== "");
  if (uuids.length > UUIDS_MAX || !uuids.every(isUuid))
    throw badRequest("uuids", `uuids must be at most ${UUIDS_MAX} product uuids separated by commas`);
  return [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
}
