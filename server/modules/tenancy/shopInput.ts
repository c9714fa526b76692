import type { Kysely } from "kysely";
import type { ContentLang, Database } from "../../db/schema";
import type { ShopRecord } from "./repo";

/** What every read of a shop's content is asked with: the shop (resolved once per request) and the language. */
export interface ShopInput {
  shop: ShopRecord;
  lang: ContentLang;
}

/** A read of a shop's content; throws ApiError for what a client got wrong (and lets any other fault through). */
export type ShopRead<I, T> = (db: Kysely<Database>, input: ShopInput & I) => Promise<T>;
