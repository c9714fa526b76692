-- Store membership (§3, §4): one row per membership period of an account in a shop. A shopper is a member exactly
-- when a row for (shop_id, account_id) has left_at IS NULL (at most one such row); leaving sets left_at, joining
-- again adds a new row, so every join keeps the consent it was given: the exact text the shopper saw, its language
-- and when.
CREATE TABLE memberships (
  shop_id integer NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  -- NULL while a member
  left_at timestamptz CHECK (left_at >= joined_at),
  consent_text text NOT NULL CHECK (length(consent_text) > 0),
  consent_lang text NOT NULL CHECK (consent_lang IN ('th', 'en')),
  consent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, account_id) REFERENCES accounts (shop_id, id) ON DELETE CASCADE
);

-- At most one current membership per account; also what "is a member" and the shop's member count read.
CREATE UNIQUE INDEX memberships_current ON memberships (shop_id, account_id) WHERE left_at IS NULL;

CALL storefront_scope_to_shop('memberships');
