-- Carts (§3 cart identity, §4 cart states), the shop's order limits, and the orders the hosted checkout stand-in
-- places. A guest cart is reached with its id plus a secret; only the secret's SHA-256 is stored. Cart lines name a
-- product or variant by uuid without a foreign key: a re-import may replace the catalogue, and a line whose product
-- is gone answers NO_PRODUCT at the next sync. Items are not reserved until paid (§4).
ALTER TABLE shops ADD COLUMN order_min_price numeric(12, 2) CHECK (order_min_price >= 0);
ALTER TABLE shops ADD COLUMN order_max_price numeric(12, 2) CHECK (order_max_price > 0);
ALTER TABLE shops ADD COLUMN max_cart_quantity integer CHECK (max_cart_quantity >= 1);

CREATE TABLE carts (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- hex SHA-256 of the cart secret
  secret_hash text NOT NULL,
  -- the account that owns the cart (accounts come later); null for a guest cart
  user_id text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'checked_out')),
  -- the language of the shopper's last change (lang_key): the hosted checkout speaks it
  lang text NOT NULL DEFAULT 'th' CHECK (lang IN ('th', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);

CREATE INDEX carts_user_idx ON carts (shop_id, user_id) WHERE user_id IS NOT NULL AND status = 'open';

CREATE TABLE cart_lines (
  shop_id integer NOT NULL,
  cart_id uuid NOT NULL,
  product_uuid uuid NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  -- the order lines were added in, kept when a quantity changes
  position integer NOT NULL,
  PRIMARY KEY (shop_id, cart_id, product_uuid),
  FOREIGN KEY (shop_id, cart_id) REFERENCES carts (shop_id, id) ON DELETE CASCADE
);

CREATE TABLE orders (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  cart_id uuid NOT NULL,
  payment_method text NOT NULL,
  installment_months integer CHECK (installment_months BETWEEN 3 AND 10),
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  lang text NOT NULL CHECK (lang IN ('th', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, cart_id),
  FOREIGN KEY (shop_id, cart_id) REFERENCES carts (shop_id, id)
);

-- What was bought at which unit price, as it was when the order was placed.
CREATE TABLE order_lines (
  shop_id integer NOT NULL,
  order_id uuid NOT NULL,
  product_uuid uuid NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  PRIMARY KEY (shop_id, order_id, product_uuid),
  FOREIGN KEY (shop_id, order_id) REFERENCES orders (shop_id, id) ON DELETE CASCADE
);
