import type { Kysely } from "kysely";
import { toSatang } from "~/lib/priceTier";
import type { ContentLang, Database } from "../../db/schema";
import { readShopLookup } from "../../db/shopScope";

/** A shop's order limits in integer satang / items; null = no limit. */
export interface OrderLimits {
  minOrderSatang: number | null;
  maxOrderSatang: number | null;
  maxCartQuantity: number | null;
}

export interface ShopRecord {
  id: number;
  webName: string;
  name: string;
  defaultLang: ContentLang;
  /** shops.order_min_price, order_max_price and max_cart_quantity (the cart rules' whole-cart limits). */
  orderLimits: OrderLimits;
  /** shops.editor_origins: the shop's own editors that may frame its live preview (server/preview/previewAccess.ts). */
  editorOrigins: readonly string[];
  /** shops.staging_theme_key: the theme its live preview shows; null = the live one. */
  stagingThemeKey: string | null;
}

/** The limit columns of a shops row (numeric(12, 2) baht as decimal strings) as OrderLimits. */
export function orderLimitsOf(row: {
  order_min_price: string | null;
  order_max_price: string | null;
  max_cart_quantity: number | null;
}): OrderLimits {
  const satang = (baht: string | null) => (baht === null ? null : toSatang(Number(baht)));
  return {
    minOrderSatang: satang(row.order_min_price),
    maxOrderSatang: satang(row.order_max_price),
    maxCartQuantity: row.max_cart_quantity,
  };
}

/** The shop a host name belongs to, with its order limits and preview settings (one statement); undefined for an unknown host. */
export async function findShopByHost(db: Kysely<Database>, host: string): Promise<ShopRecord | undefined> {
  const row = await readShopLookup(db, { host }, (db) =>
    db
      .selectFrom("shop_hosts")
      .innerJoin("shops", "shops.id", "shop_hosts.shop_id")
      .select([
        "shops.id",
        "shops.web_name",
        "shops.name",
        "shops.default_lang",
        "shops.order_min_price",
        "shops.order_max_price",
        "shops.max_cart_quantity",
        "shops.editor_origins",
        "shops.staging_theme_key",
      ])
      .where("shop_hosts.host", "=", host)
      .executeTakeFirst(),
  );
  return (
    row && {
      id: row.id,
      webName: row.web_name,
      name: row.name,
      defaultLang: row.default_lang,
      orderLimits: orderLimitsOf(row),
      editorOrigins: row.editor_origins,
      stagingThemeKey: row.staging_theme_key,
    }
  );
}
