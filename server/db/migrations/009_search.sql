-- Search by words in both languages (server/modules/search): each product and blog post keeps the words it is
-- found by, written at import by searchDocumentOf (Thai segmented into words with Intl.Segmenter), as " w1 w2 … "
-- so that LIKE '% word %' is a whole word and LIKE '% word%' a word's start. search_name holds the names (titles),
-- which rank first; search_more the categories' names and highlights (excerpts). The shop's distinct words are
-- kept in search_vocabulary, where a query word that is nowhere finds the words it may be a typo of (pg_trgm).
--
-- No trigram index on these columns: under row-level security the planner may not use an index for LIKE or the
-- pg_trgm operators (their functions are not leakproof), so one would only cost writes; a shop's rows are read
-- through the shop_id indexes, and the vocabulary, a few thousand short words, is fast to scan.
ALTER TABLE products ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_more text NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN search_more text NOT NULL DEFAULT '';

-- Rows imported before: the same form made in SQL (split at spaces and punctuation, lower case; Thai runs stay
-- unsplit, still found inside) until the shop's next import writes the segmented one. The punctuation is listed:
-- [:punct:] would also split at Thai tone marks. The policies bind the
-- tables' owner too (FORCE, 004), so they are lifted for these statements only, inside this migration's transaction.
ALTER TABLE products NO FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs NO FORCE ROW LEVEL SECURITY;
ALTER TABLE categories NO FORCE ROW LEVEL SECURITY;

CREATE FUNCTION pg_temp.search_words(texts text[]) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT coalesce(' ' || nullif(trim(regexp_replace(lower(array_to_string(texts, ' ')), '[[:space:]!-/:-@[-`{-~–—…·“”‘’]+', ' ', 'g')), '') || ' ', '')
$$;

UPDATE products AS product SET
  search_name = pg_temp.search_words(ARRAY[texts #>> '{th,name}', texts #>> '{en,name}']),
  search_more = pg_temp.search_words(ARRAY[texts #>> '{th,highlight}', texts #>> '{en,highlight}'] || ARRAY(
    SELECT unnest(ARRAY[category.texts #>> '{th,name}', category.texts #>> '{en,name}'])
    FROM categories AS category
    WHERE category.shop_id = product.shop_id AND category.id = ANY (product.category_ids)
  ))
WHERE parent_uuid IS NULL;

UPDATE blogs SET
  search_name = pg_temp.search_words(ARRAY[texts #>> '{th,title}', texts #>> '{en,title}']),
  search_more = pg_temp.search_words(ARRAY[texts #>> '{th,excerpt}', texts #>> '{en,excerpt}']);

CREATE TABLE search_vocabulary (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  word text NOT NULL,
  PRIMARY KEY (shop_id, word)
);

INSERT INTO search_vocabulary (shop_id, word)
SELECT DISTINCT shop_id, word
FROM (
  SELECT shop_id, search_name || search_more AS words FROM products WHERE parent_uuid IS NULL
  UNION ALL
  SELECT shop_id, search_name || search_more FROM blogs
) AS documents, unnest(string_to_array(trim(words), ' ')) AS word
WHERE word <> '';

ALTER TABLE products FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs FORCE ROW LEVEL SECURITY;
ALTER TABLE categories FORCE ROW LEVEL SECURITY;

-- The substring indexes of 002 were for the old search (ILIKE on one language's texts); nothing else uses them.
DROP INDEX products_name_th_trgm_idx;
DROP INDEX products_name_en_trgm_idx;
DROP INDEX products_highlight_th_trgm_idx;
DROP INDEX products_highlight_en_trgm_idx;
DROP INDEX blogs_title_th_trgm_idx;
DROP INDEX blogs_title_en_trgm_idx;
DROP INDEX blogs_excerpt_th_trgm_idx;
DROP INDEX blogs_excerpt_en_trgm_idx;

CALL storefront_scope_to_shop('search_vocabulary');
