-- Products' own codes for structured data (issue 28 item 6): a product's or variant's SKU (unique within its shop)
-- and a product's brand; both optional. Null for the rows imported before.
ALTER TABLE products ADD COLUMN sku text;
ALTER TABLE products ADD COLUMN brand text;
CREATE UNIQUE INDEX products_sku_idx ON products (shop_id, sku) WHERE sku IS NOT NULL;
