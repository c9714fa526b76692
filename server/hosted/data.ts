import type { Kysely } from "kysely";
import type { BaseData, CartLine } from "~/generated/schemas";
import { lineTotalSatang, toSatang, unitPriceForQuantity } from "~/lib/priceTier";
import type { ContentLang, Database } from "../db/schema";
import { withShop, withShopLookup } from "../db/shopScope";
import { findBase } from "../modules/base/repo";
import { type CartRecord, findCart } from "../modules/cart/repo";
import { cartSecretMatches, hashCartSecret } from "../modules/cart/cartSecret";

/** The shop a hosted link names by web_name. */
export interface HostedShop {
  id: number;
  webName: string;
  name: string;
  /** The shop's own Thai words (base web.thaiWords): its names break between words here as on its pages. */
  thaiWords: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A uuid from a URL as the database writes it, or null when it is not one (never sent to the database). */
export function uuidOf(value: string): string | null {
  const uuid = value.toLowerCase();
  return UUID.test(uuid) ? uuid : null;
}

export async function findShopByWebName(db: Kysely<Database>, webName: string): Promise<HostedShop | undefined> {
  if (webName.length > 200) return undefined;
  const row = await withShopLookup(db, { webName }, (db) =>
    db.selectFrom("shops").select(["id", "web_name", "name"]).where("web_name", "=", webName).executeTakeFirst(),
  );
  if (!row) return undefined;
  const base = await withShop(db, row.id, (db) => findShopBase(db, row.id, "th"));
  return { id: row.id, webName: row.web_name, name: row.name, thaiWords: base?.web.thaiWords ?? [] };
}

/** A cart of a shop by the id in a URL; undefined for an unknown shop, a malformed id or an unknown cart. */
export async function findHostedCart(
  db: Kysely<Database>,
  shop: HostedShop | undefined,
  cartIdParam: string,
): Promise<CartRecord | undefined> {
  const cartId = uuidOf(cartIdParam);
  if (!shop || !cartId) return undefined;
  return withShop(db, shop.id, (db) => findCart(db, shop.id, cartId));
}

/** Compared against when there is no cart, so every refusal costs the same hashing and comparison. */
const NO_CART_HASH = hashCartSecret("no such cart");

/** Whether `secret` opens `cart` (constant time; false for a missing cart or secret). */
export function secretOpens(cart: Pick<CartRecord, "secret_hash"> | undefined, secret: string | undefined): boolean {
  const matches = cartSecretMatches(secret ?? "", cart?.secret_hash ?? NO_CART_HASH);
  return !!cart && !!secret && matches;
}

/** The shop's base data in `lang`, else in any language it has. */
export async function findShopBase(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
): Promise<BaseData | undefined> {
  return (await findBase(db, shopId, lang)) ?? (await findBase(db, shopId, lang === "th" ? "en" : "th"));
}

/** Whether `host` is one of the shop's own host names (the stand-in then runs on the storefront's origin). */
export async function isShopHost(db: Kysely<Database>, shopId: number, host: string): Promise<boolean> {
  if (!host) return false;
  const row = await db
    .selectFrom("shop_hosts")
    .select("host")
    .where("shop_id", "=", shopId)
    .where("host", "=", host)
    .executeTakeFirst();
  return !!row;
}

/**
 * Where "back to the shop" goes: the shop's home ("/" or "/en/") when the stand-in is served on one of the shop's
 * hosts, else the frontend_web_url of its base data (an http(s) URL from the database, never from the request).
 */
export async function shopHomeUrl(
  db: Kysely<Database>,
  shopId: number,
  host: string,
  lang: ContentLang,
  base: BaseData | undefined,
): Promise<string> {
  const path = lang === "en" ? "/en/" : "/";
  if (await isShopHost(db, shopId, host)) return path;
  try {
    const url = new URL(base?.frontend_web_url ?? "");
    if (url.protocol !== "https:" && url.protocol !== "http:") return path;
    url.pathname = `${url.pathname.replace(/\/$/, "")}${path}`;
    url.search = "";
    url.hash = "";
    return url.href;
  } catch {
    return path;
  }
}

/** A cart line as the hosted pages show it; money in integer satang (§5 tier price). */
export interface LineView {
  uuid: string;
  name: string;
  variantLabel: string | null;
  unit: string;
  quantity: number;
  unitPriceSatang: number;
  lineTotalSatang: number;
}

export function viewLines(lines: readonly CartLine[]): { lines: LineView[]; totalSatang: number } {
  const views = lines.map(({ uuid, quantity, product }) => ({
    uuid,
    name: product.name,
    variantLabel: product.variant_label || null,
    unit: product.unit,
    quantity,
    unitPriceSatang: toSatang(unitPriceForQuantity(product, quantity)),
    lineTotalSatang: lineTotalSatang(product, quantity),
  }));
  return { lines: views, totalSatang: views.reduce((sum, line) => sum + line.lineTotalSatang, 0) };
}
