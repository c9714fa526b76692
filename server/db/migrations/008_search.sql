-- Search by words in both languages (server/modules/search): each product and blog post keeps the words it is
-- found by, written at import by searchDocumentOf (Thai segmented into words with Intl.Segmenter), as " w1 w2 … "
-- so that LIKE '% word %' is a whole word and LIKE '% word%' a word's start; a trigram index serves every such
-- LIKE and the typo match (word_similarity, the <% operator). search_name holds the names (titles), which rank
-- first; search_more the categories' names and highlights (excerpts).
ALTER TABLE products ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN search_more text NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN search_name text NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN search_more text NOT NULL DEFAULT '';

-- Rows imported before: the same form made in SQL (split at spaces and punctuation, lower case; Thai runs stay
-- unsplit, still found inside) until the shop's next import writes the segmented one. The policies bind the
-- tables' owner too (FORCE, 004), so they are lifted for these statements only, inside this migration's transaction.
ALTER TABLE products NO FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs NO FORCE ROW LEVEL SECURITY;
ALTER TABLE categories NO FORCE ROW LEVEL SECURITY;

CREATE FUNCTION pg_temp.search_words(texts text[]) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT coalesce(' ' || nullif(trim(regexp_replace(lower(array_to_string(texts, ' ')), '[[:space:][:punct:]]+', ' ', 'g')), '') || ' ', '')
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

ALTER TABLE products FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs FORCE ROW LEVEL SECURITY;
ALTER TABLE categories FORCE ROW LEVEL SECURITY;

-- The substring indexes of 002 served the old search (ILIKE on one language's texts); nothing else uses them.
DROP INDEX products_name_th_trgm_idx;
DROP INDEX products_name_en_trgm_idx;
DROP INDEX products_highlight_th_trgm_idx;
DROP INDEX products_highlight_en_trgm_idx;
DROP INDEX blogs_title_th_trgm_idx;
DROP INDEX blogs_title_en_trgm_idx;
DROP INDEX blogs_excerpt_th_trgm_idx;
DROP INDEX blogs_excerpt_en_trgm_idx;

CREATE INDEX products_search_name_idx ON products USING gin (search_name gin_trgm_ops) WHERE parent_uuid IS NULL;
CREATE INDEX products_search_more_idx ON products USING gin (search_more gin_trgm_ops) WHERE parent_uuid IS NULL;
CREATE INDEX blogs_search_name_idx ON blogs USING gin (search_name gin_trgm_ops);
CREATE INDEX blogs_search_more_idx ON blogs USING gin (search_more gin_trgm_ops);
