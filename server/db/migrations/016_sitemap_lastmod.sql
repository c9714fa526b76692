-- Sitemaps (issue 28): each entry says when its page last changed (<lastmod>). Pages have updated_at; products,
-- categories and blog posts get one too, set when a row is written (an import or a catalogue change writes its
-- rows again). Rows written before: the time their shop was last imported, the best the database knows. The
-- policies bind the tables' owner too (FORCE, 004), so they are lifted for the backfill only, inside this
-- migration's transaction.
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE categories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE blogs ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE shops NO FORCE ROW LEVEL SECURITY;
ALTER TABLE products NO FORCE ROW LEVEL SECURITY;
ALTER TABLE categories NO FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs NO FORCE ROW LEVEL SECURITY;

UPDATE products SET updated_at = shops.updated_at FROM shops WHERE shops.id = products.shop_id;
UPDATE categories SET updated_at = shops.updated_at FROM shops WHERE shops.id = categories.shop_id;
UPDATE blogs SET updated_at = shops.updated_at FROM shops WHERE shops.id = blogs.shop_id;

ALTER TABLE shops FORCE ROW LEVEL SECURITY;
ALTER TABLE products FORCE ROW LEVEL SECURITY;
ALTER TABLE categories FORCE ROW LEVEL SECURITY;
ALTER TABLE blogs FORCE ROW LEVEL SECURITY;
