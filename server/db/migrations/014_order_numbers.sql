-- Orders as shoppers name them (SPEC §3): a short number, sequential per shop from 1001, shown wherever an order is
-- named (the confirmation, "my orders"); the uuid stays the order's key and the unguessable part of its links. The
-- last number each shop gave is kept in order_numbers: placing an order takes the next one in its own transaction,
-- which holds that row until it ends, so two orders never share a number and a rolled-back order leaves no gap.
-- And the order's status, as the shopper reads it; the hosted checkout stand-in places orders as 'placed'.
ALTER TABLE orders ADD COLUMN number integer CHECK (number >= 1001);
ALTER TABLE orders ADD COLUMN status text NOT NULL DEFAULT 'placed'
  CHECK (status IN ('placed', 'paid', 'shipped', 'delivered', 'cancelled'));

CREATE TABLE order_numbers (
  shop_id integer PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  last_number integer NOT NULL CHECK (last_number >= 1001)
);

-- Orders placed before: numbered in the order they were placed. The policies bind the tables' owner too (FORCE,
-- 004), so they are lifted for these statements only, inside this migration's transaction.
ALTER TABLE orders NO FORCE ROW LEVEL SECURITY;

UPDATE orders SET number = numbered.number
FROM (
  SELECT shop_id, id, 1000 + row_number() OVER (PARTITION BY shop_id ORDER BY created_at, id) AS number FROM orders
) AS numbered
WHERE orders.shop_id = numbered.shop_id AND orders.id = numbered.id;

INSERT INTO order_numbers (shop_id, last_number) SELECT shop_id, max(number) FROM orders GROUP BY shop_id;

ALTER TABLE orders FORCE ROW LEVEL SECURITY;

ALTER TABLE orders ALTER COLUMN number SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (shop_id, number);

CALL storefront_scope_to_shop('order_numbers');
