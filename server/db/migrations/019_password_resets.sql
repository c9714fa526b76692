-- "Forgot your password?" in the account-service stand-in (issue 25 item 8). A reset link's token is stored as its
-- hash (hex SHA-256), lasts an hour and opens once. The stand-in sends no real mail: it writes each message to its
-- mailbox, which ACCOUNT_MAILBOX=1 shows at /account/mailbox (development and tests only).
CREATE TABLE password_resets (
  shop_id integer NOT NULL,
  token_hash text NOT NULL,
  account_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, token_hash),
  FOREIGN KEY (shop_id, account_id) REFERENCES accounts (shop_id, id) ON DELETE CASCADE
);

CREATE INDEX password_resets_account_idx ON password_resets (shop_id, account_id);
CALL storefront_scope_to_shop('password_resets');

CREATE TABLE account_mailbox (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id bigint GENERATED ALWAYS AS IDENTITY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);

CREATE INDEX account_mailbox_to_idx ON account_mailbox (shop_id, to_email, id DESC);
CALL storefront_scope_to_shop('account_mailbox');
