import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { AttributeTexts, CatalogueAttributeValue, ListingAttributeFacet } from "~/generated/schemas";
import type { AttributeKeys } from "~/lib/listingAttributes";
import type { ListingChoice } from "~/lib/listingQuery";
import type { ContentLang, Database } from "../../db/schema";
import { attributeCondition, filterCondition } from "./listingSql";

/** An attribute of the shop's (migration 020) with its values, in the order shoppers see them. */
export interface ShopAttribute {
  key: string;
  texts: AttributeTexts;
  values: CatalogueAttributeValue[];
}

/** The shop's attributes, by rank then key. */
export function findAttributes(db: Kysely<Database>, shopId: number): Promise<ShopAttribute[]> {
  return db
    .selectFrom("product_attributes")
    .select(["key", "texts", "values"])
    .where("shop_id", "=", shopId)
    .orderBy("rank")
    .orderBy("key")
    .execute();
}

/** The keys the query parameters may name (parseListingQuery). */
export function attributeKeysOf(attributes: readonly ShopAttribute[]): AttributeKeys[] {
  return attributes.map(({ key, values }) => ({ key, values: values.map((value) => value.key) }));
}

/** What the attribute facets of a list are told: the shop's attributes and the page's language. */
export interface AttributeFacetsRequest {
  attributes: readonly ShopAttribute[];
  lang: ContentLang;
}

/**
 * The attributes a list (products, not variants, satisfying `condition`) can be filtered by, as Shopify counts
 * them: each value with the number of products that show with it chosen, given the other filters (prices, in
 * stock and the other attributes' chosen values; an attribute's own choice is left out, its values being OR-ed).
 * Values no product of the list has (given the other filters) are left out unless chosen, and attributes left with
 * no value. One statement, whatever the number of attributes.
 */
export async function findAttributeFacets(
  db: Kysely<Database>,
  shopId: number,
  condition: Expression<SqlBool>,
  choice: ListingChoice,
  { attributes, lang }: AttributeFacetsRequest,
): Promise<ListingAttributeFacet[]> {
  if (attributes.length === 0) return [];
  const { rows } = await sql<{ attribute: string; value: string; n: string | number }>`
    SELECT attribute.key AS attribute, chosen.value AS value, count(*) AS n
    FROM products
    CROSS JOIN LATERAL jsonb_each(products.attributes) AS attribute (key, "values")
    CROSS JOIN LATERAL jsonb_array_elements_text(attribute."values") AS chosen (value)
    WHERE products.shop_id = ${shopId} AND products.parent_uuid IS NULL AND ${condition}
      AND ${filterCondition({ ...choice, attributes: undefined })} AND ${othersChosen(choice)}
    GROUP BY attribute.key, chosen.value`.execute(db);
  const counts = new Map(rows.map((row) => [`${row.attribute} ${row.value}`, Number(row.n)]));
  return attributes.flatMap((attribute) => {
    const chosen = choice.attributes?.[attribute.key] ?? [];
    const values = attribute.values
      .map((value) => ({
        key: value.key,
        name: value.texts[lang].name,
        count: counts.get(`${attribute.key} ${value.key}`) ?? 0,
      }))
      .filter((value) => value.count > 0 || chosen.includes(value.key));
    return values.length === 0 ? [] : [{ key: attribute.key, name: attribute.texts[lang].name, values }];
  });
}

/** For the row of an attribute's value: every other chosen attribute's condition (true when none is chosen). */
function othersChosen(choice: ListingChoice): Expression<SqlBool> {
  const chosen = Object.keys(choice.attributes ?? {});
  if (chosen.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    chosen.map((key) => {
      const only = { ...choice, attributes: { [key]: choice.attributes?.[key] ?? [] } };
      return sql`(attribute.key = ${key} OR ${attributeCondition(only)})`;
    }),
    sql` AND `,
  )})`;
}
