-- Shoppers' accounts (§6) as the account-service stand-in keeps them, their sessions, and carts owned by accounts.
-- Accounts belong to one shop (an e-mail may have an account in several shops, each its own), so a session of one
-- shop never opens another shop's account. Only hashes are stored: the password's (argon2id, PHC string) and the
-- session token's (SHA-256).
CREATE TABLE accounts (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- lower-cased, trimmed
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, email)
);

CREATE TABLE account_sessions (
  shop_id integer NOT NULL,
  -- hex SHA-256 of the session token (the cookie's value)
  token_hash text NOT NULL,
  account_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, token_hash),
  FOREIGN KEY (shop_id, account_id) REFERENCES accounts (shop_id, id) ON DELETE CASCADE
);

CREATE INDEX account_sessions_account_idx ON account_sessions (shop_id, account_id);

-- Failed log-ins per shop and key (an e-mail, or a client address) in the current window: the stand-in refuses
-- further attempts for a while once too many failed.
CREATE TABLE login_failures (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  key text NOT NULL,
  window_started_at timestamptz NOT NULL,
  failures integer NOT NULL CHECK (failures >= 0),
  PRIMARY KEY (shop_id, key)
);

-- A cart of an account (user_id set) needs no secret from the shopper. An account has at most one open cart; a
-- guest cart merged into it on log-in is kept, owned and 'merged', so its old credentials answer ALREADY_OWNED.
ALTER TABLE carts DROP CONSTRAINT carts_status_check;
ALTER TABLE carts ADD CONSTRAINT carts_status_check CHECK (status IN ('open', 'checked_out', 'merged'));
DROP INDEX carts_user_idx;
CREATE UNIQUE INDEX carts_one_open_per_account ON carts (shop_id, user_id) WHERE user_id IS NOT NULL AND status = 'open';
-- an account's carts, all of them (its orders)
CREATE INDEX carts_account_idx ON carts (shop_id, user_id) WHERE user_id IS NOT NULL;

-- Every shop-owned table from here on is scoped to the transaction's shop the way 004 scopes the first ones.
CREATE PROCEDURE storefront_scope_to_shop(shop_table text)
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO storefront_app', shop_table);
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', shop_table);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', shop_table);
  EXECUTE format(
    'CREATE POLICY shop_rows ON %I USING (shop_id = storefront_shop_id()) WITH CHECK (shop_id = storefront_shop_id())',
    shop_table
  );
END
$$;

CALL storefront_scope_to_shop('accounts');
CALL storefront_scope_to_shop('account_sessions');
CALL storefront_scope_to_shop('login_failures');
