-- How an order reaches its shopper and what it paid for that (issue 25, the shop's delivery rules in its base data,
-- src/lib/delivery.ts): 'ship' (delivered, at the fee in baht, 0 when free), 'pickup' (collected at the shop, free)
-- or 'none' (nothing to deliver). The order's total includes the fee. Orders placed before delivered nothing.
ALTER TABLE orders ADD COLUMN delivery_method text NOT NULL DEFAULT 'none'
  CHECK (delivery_method IN ('ship', 'pickup', 'none'));
ALTER TABLE orders ADD COLUMN delivery_fee numeric(12, 2) NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_delivery_check CHECK (delivery_method = 'ship' OR delivery_fee = 0);
