import { type Kysely, sql, type Transaction } from "kysely";
import type { ShopDocument } from "~/generated/schemas";
import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";
import { jsonb as json } from "../db/jsonb";
import type { Database } from "../db/schema";
import { announceShopChanged } from "../db/shopChanges";
import { withShop, withShopLookup } from "../db/shopScope";
import { ShopDocumentError, type ShopDocumentProblem } from "./shopDocumentError";
import { pageRows } from "./pageRows";
import { writeCatalogue } from "./writeCatalogue";
import { writeCoupons } from "./writeCoupons";

const INSERT_CHUNK = 200;

/**
 * Upserts the shop (order limits and preview settings included: what the document leaves out is cleared) and replaces its hosts,
 * bases, pages, catalogue and coupons (writeCoupons.ts: claims kept), all in one transaction, and announces the change (SHOP_CHANGED_CHANNEL). Carts are
 * kept: their lines name products by uuid.
 */
export async function writeShopDocument(db: Kysely<Database>, document: ShopDocument): Promise<void> {
  const { shop } = document;
  const limits = {
    order_min_price: shop.orderLimits?.minOrderPrice ?? null,
    order_max_price: shop.orderLimits?.maxOrderPrice ?? null,
    max_cart_quantity: shop.orderLimits?.maxCartQuantity ?? null,
  };
  const preview = { editor_origins: shop.editorOrigins ?? [], staging_theme_key: shop.stagingThemeKey ?? null };
  await withShop(db, shop.id, async (trx) => {
    await assertNamesFree(trx, document);
    await trx
      .insertInto("shops")
      .values({
        id: shop.id,
        web_name: shop.webName,
        name: shop.name,
        default_lang: shop.defaultLang,
        ...limits,
        ...preview,
      })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet({
          web_name: (eb) => eb.ref("excluded.web_name"),
          name: (eb) => eb.ref("excluded.name"),
          default_lang: (eb) => eb.ref("excluded.default_lang"),
          order_min_price: (eb) => eb.ref("excluded.order_min_price"),
          order_max_price: (eb) => eb.ref("excluded.order_max_price"),
          max_cart_quantity: (eb) => eb.ref("excluded.max_cart_quantity"),
          editor_origins: (eb) => eb.ref("excluded.editor_origins"),
          staging_theme_key: (eb) => eb.ref("excluded.staging_theme_key"),
          updated_at: sql<Date>`now()`,
        }),
      )
      .execute();

    await trx.deleteFrom("shop_hosts").where("shop_id", "=", shop.id).execute();
    await trx
      .insertInto("shop_hosts")
      .values(shop.hosts.map((host) => ({ host, shop_id: shop.id })))
      .execute();

    await trx.deleteFrom("shop_bases").where("shop_id", "=", shop.id).execute();
    await trx
      .insertInto("shop_bases")
      .values((["th", "en"] as const).map((lang) => ({ shop_id: shop.id, lang, data: json(document.base[lang]) })))
      .execute();

    await trx.deleteFrom("pages").where("shop_id", "=", shop.id).execute();
    const rows = document.pages.flatMap((page) => pageRows(shop.id, page.path, page));
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx
        .insertInto("pages")
        .values(rows.slice(start, start + INSERT_CHUNK))
        .execute();
    }
    await assertPagesWithinLimits(trx, document);

    // the owner API's drafts and history start again from what is imported (made on the next owner request)
    await trx.deleteFrom("owner_documents").where("shop_id", "=", shop.id).execute();

    await writeCatalogue(trx, shop.id, document.catalogue);
    await writeCoupons(trx, shop.id, document.coupons ?? []);
    await announceShopChanged(trx, shop.id); // delivered on commit: every server drops what it derived from the shop
  });
}

/**
 * Rejects hosts or a web name that belong to another shop, naming each. Other shops' rows are out of sight in the
 * shop's transaction: each name is looked up in the directory, the way a request finds its shop (withShopLookup).
 */
async function assertNamesFree(trx: Transaction<Database>, document: ShopDocument): Promise<void> {
  const { shop } = document;
  const problems: ShopDocumentProblem[] = [];
  for (const [index, host] of shop.hosts.entries()) {
    const owner = await withShopLookup(trx, { host }, (trx) =>
      trx.selectFrom("shop_hosts").select("shop_id").where("host", "=", host).executeTakeFirst(),
    );
    if (owner && owner.shop_id !== shop.id) {
      const pointer = `/shop/hosts/${index}`;
      problems.push({ pointer, message: `${pointer}: host "${host}" already belongs to shop ${owner.shop_id}` });
    }
  }
  const sameName = await withShopLookup(trx, { webName: shop.webName }, (trx) =>
    trx
      .selectFrom("shops")
      .select("id")
      .where("web_name", "=", shop.webName)
      .where("id", "<>", shop.id)
      .executeTakeFirst(),
  );
  if (sameName) {
    problems.push({
      pointer: "/shop/webName",
      message: `/shop/webName: web name "${shop.webName}" already belongs to shop ${sameName.id}`,
    });
  }
  if (problems.length > 0) throw new ShopDocumentError(problems);
}

/** Rejects pages the render would refuse to read: their size as the database keeps it (pages.json_bytes) is the measure. */
async function assertPagesWithinLimits(trx: Transaction<Database>, document: ShopDocument): Promise<void> {
  const limit = DOCUMENT_LIMITS.storedPageBytes;
  const over = await trx
    .selectFrom("pages")
    .select(["path", "lang", "json_bytes"])
    .where("shop_id", "=", document.shop.id)
    .where("json_bytes", ">", limit)
    .execute();
  if (over.length === 0) return;
  throw new ShopDocumentError(
    over.map(({ path, lang, json_bytes }) => {
      const pointer = `/pages/${document.pages.findIndex((page) => page.path === path)}/${lang}`;
      const [size, most] = [json_bytes, limit].map((value) => value.toLocaleString("en-US"));
      return { pointer, message: `${pointer}: the page is ${size} bytes of JSON as stored, over ${most}` };
    }),
  );
}
