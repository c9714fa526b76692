import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A query word this long or longer that the shop has nowhere (typoWordsOf) matches the words it resembles (a typo);
 * shorter ones resemble too much.
 */
export const TYPO_MIN_LENGTH = 4;

/**
 * How alike a word must be to count as a typo of the query word: pg_trgm's word_similarity, the share of the query
 * word's trigrams found in order in some word ("olong" in "oolong" 0.67, "oolnog" 0.43, "thia" in "thai" 0.4).
 */
export const TYPO_SIMILARITY = 0.4;

/** The searched columns, the same in products and blogs (migration 008). */
const NAME = sql.ref("search_name");
const MORE = sql.ref("search_more");

/** `column LIKE '%word%'`: the word anywhere (whole, a word's start, or inside a word). */
function contains(column: RawBuilder<unknown>, word: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} LIKE ${`%${word}%`}`;
}

/**
 * The query words (from queryWordsOf: letters, marks and digits only, so no LIKE wildcard) that are to match as
 * typos: those of TYPO_MIN_LENGTH or more that no product or post of the shop contains. A word that is found as
 * written is not also looked for as a typo ("thai" would otherwise find "that").
 */
export async function typoWordsOf(
  db: Kysely<Database>,
  shopId: number,
  words: readonly string[],
): Promise<Set<string>> {
  const candidates = words.filter((word) => [...word].length >= TYPO_MIN_LENGTH);
  if (candidates.length === 0) return new Set();
  const found = await sql<{ word: string }>`${sql.join(
    candidates.map(
      (word) => sql`SELECT ${word}::text AS word WHERE EXISTS (
        SELECT FROM products WHERE shop_id = ${shopId} AND parent_uuid IS NULL
          AND (${contains(NAME, word)} OR ${contains(MORE, word)})
      ) OR EXISTS (
        SELECT FROM blogs WHERE shop_id = ${shopId} AND (${contains(NAME, word)} OR ${contains(MORE, word)})
      )`,
    ),
    sql` UNION ALL `,
  )}`.execute(db);
  const present = new Set(found.rows.map((row) => row.word));
  return new Set(candidates.filter((word) => !present.has(word)));
}

/**
 * SQL for query words: `condition` holds when every word is found in the name or the more column, in either
 * language, as a whole word, a word's start, inside a word, or (the typo words) as a word it resembles; `score`
 * orders the found, higher first: the number of words found in the name, then how well they matched there (whole 4,
 * start 3, inside 2, typo 1), then in the more column. The typo match needs pg_trgm.word_similarity_threshold set to
 * TYPO_SIMILARITY (setTypoSimilarity).
 */
export function wordMatch(
  words: readonly string[],
  typoWords: ReadonlySet<string>,
): { condition: RawBuilder<SqlBool>; score: RawBuilder<number> } {
  const matches = words.map((word) => {
    const typo = typoWords.has(word);
    const level = (column: RawBuilder<unknown>) =>
      sql<number>`(CASE WHEN ${column} LIKE ${`% ${word} %`} THEN 4 WHEN ${column} LIKE ${`% ${word}%`} THEN 3 WHEN ${column} LIKE ${`%${word}%`} THEN 2${typo ? sql` WHEN ${word} <% ${column} THEN 1` : sql``} ELSE 0 END)`;
    const found = (column: RawBuilder<unknown>) =>
      typo ? sql`(${contains(column, word)} OR ${word} <% ${column})` : contains(column, word);
    return {
      condition: sql<SqlBool>`(${found(NAME)} OR ${found(MORE)})`,
      inName: level(NAME),
      inMore: level(MORE),
    };
  });
  const sum = (parts: RawBuilder<number>[]) => sql.join(parts, sql` + `);
  return {
    condition: sql<SqlBool>`(${sql.join(
      matches.map((match) => match.condition),
      sql` AND `,
    )})`,
    score: sql<number>`(10000 * (${sum(matches.map((match) => sql<number>`sign(${match.inName})`))}) + 100 * (${sum(
      matches.map((match) => match.inName),
    )}) + ${sum(matches.map((match) => match.inMore))})`,
  };
}

/** Sets the typo threshold for the rest of the transaction (set_config local, like the shop scope). */
export async function setTypoSimilarity(db: Kysely<Database>): Promise<void> {
  await sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`.execute(db);
}
