-- Filters by a shop's product attributes (issue 25 item 9): the attributes shoppers filter lists by (tea type,
-- roast, origin…) with their values, and each product's values as {"attribute": ["value", …]} (always a list). A
-- filter is a containment test (attributes @> '{"tea-type": ["oolong"]}'), which the GIN index answers.
CREATE TABLE product_attributes (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  key text NOT NULL,
  rank integer NOT NULL,
  -- {"th": {"name": …}, "en": {"name": …}}
  texts jsonb NOT NULL,
  -- [{"key": …, "texts": {"th": {"name": …}, "en": {"name": …}}}, …] in the order shoppers see them
  "values" jsonb NOT NULL,
  PRIMARY KEY (shop_id, key)
);
CALL storefront_scope_to_shop('product_attributes');

ALTER TABLE products ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}';
CREATE INDEX products_attributes_idx ON products USING gin (attributes jsonb_path_ops) WHERE parent_uuid IS NULL;
