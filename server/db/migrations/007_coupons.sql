-- Coupons (§3, §4): a shop's coupons as its shop document states them, the claims shoppers' accounts make, and the
-- coupon an order used. Money is integer satang. A claim is made once per (shop, coupon, account); claiming a
-- limited coupon takes one from `remaining` in the same statement, only while some are left, so the last one
-- cannot be claimed twice.
CREATE TABLE coupons (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{1,40}$'),
  -- 'discount' takes from the items' total, 'shipping' from the shipping fee
  type text NOT NULL CHECK (type IN ('discount', 'shipping')),
  -- exactly one of a fixed amount and a percentage
  amount_satang integer CHECK (amount_satang > 0),
  percent numeric(5, 2) CHECK (percent > 0 AND percent <= 100),
  -- the most a percentage (or a shipping coupon) takes; null = no cap
  max_discount_satang integer CHECK (max_discount_satang > 0),
  min_spend_satang integer NOT NULL DEFAULT 0 CHECK (min_spend_satang >= 0),
  claim_starts_at timestamptz NOT NULL,
  claim_ends_at timestamptz NOT NULL CHECK (claim_ends_at > claim_starts_at),
  use_starts_at timestamptz NOT NULL,
  -- null: usable with no end
  use_ends_at timestamptz CHECK (use_ends_at > use_starts_at),
  -- null: unlimited; else how many may be claimed in all and how many are left
  quantity integer CHECK (quantity >= 0),
  remaining integer CHECK (remaining >= 0 AND remaining <= quantity),
  members_only boolean NOT NULL DEFAULT false,
  -- { th: { title, terms, howToUse, promotionTerms }, en: {…} }
  texts jsonb NOT NULL,
  -- the order of the shop document
  position integer NOT NULL,
  PRIMARY KEY (shop_id, code),
  CHECK ((amount_satang IS NULL) <> (percent IS NULL)),
  CHECK ((quantity IS NULL) = (remaining IS NULL))
);

-- One claim per account and coupon; used_at and order_id are set together when an order uses it.
CREATE TABLE coupon_claims (
  shop_id integer NOT NULL,
  coupon_code text NOT NULL,
  account_id uuid NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  order_id uuid,
  PRIMARY KEY (shop_id, coupon_code, account_id),
  CHECK ((used_at IS NULL) = (order_id IS NULL)),
  FOREIGN KEY (shop_id, coupon_code) REFERENCES coupons (shop_id, code) ON DELETE CASCADE,
  FOREIGN KEY (shop_id, account_id) REFERENCES accounts (shop_id, id) ON DELETE CASCADE
);

CREATE INDEX coupon_claims_account_idx ON coupon_claims (shop_id, account_id);

-- The coupon an order used, as it was: kept when the coupon is later removed from the shop.
ALTER TABLE orders ADD COLUMN coupon_code text;
ALTER TABLE orders ADD COLUMN coupon_discount numeric(12, 2) CHECK (coupon_discount >= 0);
ALTER TABLE orders ADD CONSTRAINT orders_coupon_check CHECK ((coupon_code IS NULL) = (coupon_discount IS NULL));

CALL storefront_scope_to_shop('coupons');
CALL storefront_scope_to_shop('coupon_claims');
