-- Sort and filter of product lists (issue 25 item 9): a shop's products by price (sort by price, price bounds), and
-- the units ordered of a product (sort by best-selling looks up each listed product's order lines).
CREATE INDEX products_price_idx ON products (shop_id, price) WHERE parent_uuid IS NULL;
CREATE INDEX order_lines_product_idx ON order_lines (shop_id, product_uuid);
