import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A query word this long or longer that the shop has nowhere matches the words it resembles (a typo); shorter ones
 * resemble too much.
 */
export const TYPO_MIN_LENGTH = 4;

/**
 * How alike a shop's word must be to count as a typo of the query word: pg_trgm's word_similarity, the share of the
 * query word's trigrams found in order in the word ("oolnog" and "oolong" 0.43, "thia" and "thai" 0.4).
 */
export const TYPO_SIMILARITY = 0.4;

/** The most words of the shop one query word may be a typo of (the most alike). */
export const TYPO_CANDIDATES = 5;

/** A query word as searched: as written, or (nowhere as written) as the shop's words it may be a typo of. */
export type SearchTerm = { word: string } | { typoOf: string[] };

/** The searched columns, the same in products and blogs (migration 009). */
const NAME = sql.ref("search_name");
const MORE = sql.ref("search_more");

/**
 * The query words (from queryWordsOf: letters, marks and digits only, so no LIKE wildcard) as search terms: a word
 * that some word of the shop's vocabulary contains is searched as written; another, of TYPO_MIN_LENGTH or more, as
 * the vocabulary's words it resembles. Null when some word matches nothing either way: nothing can be found.
 */
export async function searchTermsOf(
  db: Kysely<Database>,
  shopId: number,
  words: readonly string[],
): Promise<SearchTerm[] | null> {
  const present = await sql<{ word: string }>`
    SELECT query.word FROM unnest(${[...words]}::text[]) AS query (word)
    WHERE EXISTS (
      SELECT FROM search_vocabulary AS known WHERE known.shop_id = ${shopId} AND known.word LIKE '%' || query.word || '%'
    )`.execute(db);
  const found = new Set(present.rows.map((row) => row.word));
  const missing = words.filter((word) => !found.has(word));
  if (missing.some((word) => [...word].length < TYPO_MIN_LENGTH)) return null;

  const typos = new Map<string, string[]>(missing.map((word) => [word, []]));
  if (missing.length > 0) {
    const alike = await sql<{ query: string; word: string }>`
      SELECT query.word AS query, candidate.word FROM unnest(${missing}::text[]) AS query (word)
      CROSS JOIN LATERAL (
        SELECT known.word FROM search_vocabulary AS known
        WHERE known.shop_id = ${shopId} AND word_similarity(query.word, known.word) >= ${TYPO_SIMILARITY}
        ORDER BY word_similarity(query.word, known.word) DESC, known.word
        LIMIT ${TYPO_CANDIDATES}
      ) AS candidate`.execute(db);
    for (const row of alike.rows) typos.get(row.query)?.push(row.word);
  }
  if ([...typos.values()].some((candidates) => candidates.length === 0)) return null;
  return words.map((word) => (found.has(word) ? { word } : { typoOf: typos.get(word) ?? [] }));
}

/** How well a term matches a column: whole word 4, a word's start 3, inside a word 2, a typo 1, else 0. */
function levelIn(column: RawBuilder<unknown>, term: SearchTerm): RawBuilder<number> {
  if ("typoOf" in term) return sql<number>`(CASE WHEN ${typoIn(column, term.typoOf)} THEN 1 ELSE 0 END)`;
  const { word } = term;
  return sql<number>`(CASE WHEN ${column} LIKE ${`% ${word} %`} THEN 4 WHEN ${column} LIKE ${`% ${word}%`} THEN 3 WHEN ${column} LIKE ${`%${word}%`} THEN 2 ELSE 0 END)`;
}

/** Whether the column has one of these words whole. */
function typoIn(column: RawBuilder<unknown>, candidates: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    candidates.map((candidate) => sql`${column} LIKE ${`% ${candidate} %`}`),
    sql` OR `,
  )})`;
}

/** Whether the column has the term at all. */
function foundIn(column: RawBuilder<unknown>, term: SearchTerm): RawBuilder<SqlBool> {
  return "typoOf" in term ? typoIn(column, term.typoOf) : sql<SqlBool>`${column} LIKE ${`%${term.word}%`}`;
}

/**
 * SQL for search terms: `condition` holds when every term is found in the name or the more column (either
 * language); `score` orders the found, higher first: the number of terms found in the name, then how well they
 * matched there (levelIn), then in the more column.
 */
export function wordMatch(terms: readonly SearchTerm[]): { condition: RawBuilder<SqlBool>; score: RawBuilder<number> } {
  const sum = (parts: RawBuilder<number>[]) => sql<number>`(${sql.join(parts, sql` + `)})`;
  return {
    condition: sql<SqlBool>`(${sql.join(
      terms.map((term) => sql`(${foundIn(NAME, term)} OR ${foundIn(MORE, term)})`),
      sql` AND `,
    )})`,
    score: sql<number>`(10000 * ${sum(terms.map((term) => sql<number>`sign(${levelIn(NAME, term)})`))} + 100 * ${sum(
      terms.map((term) => levelIn(NAME, term)),
    )} + ${sum(terms.map((term) => levelIn(MORE, term)))})`,
  };
}
