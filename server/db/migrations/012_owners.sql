-- Shop owners (issue 23): platform accounts, not shoppers' (those are per shop, 005). An account holds roles in
-- any number of shops; its sessions and sign-in failures are the platform's. Each shop's documents (pages, header,
-- footer, settings) keep a draft beside what is published, every published version, and an audit log of writes.
-- Only hashes are stored: the password's (argon2id, PHC string) and the session token's (SHA-256).
CREATE TABLE owner_accounts (
  id uuid PRIMARY KEY,
  -- lower-cased, trimmed
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE owner_sessions (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES owner_accounts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX owner_sessions_account_idx ON owner_sessions (account_id);

-- Failed sign-ins per key (an e-mail, or a client network) in the current window, as login_failures for shoppers.
CREATE TABLE owner_login_failures (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  failures integer NOT NULL CHECK (failures >= 0)
);

CREATE TABLE owner_roles (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  account_id uuid NOT NULL REFERENCES owner_accounts (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'editor')),
  PRIMARY KEY (shop_id, account_id)
);

CREATE INDEX owner_roles_account_idx ON owner_roles (account_id);

-- A document's draft and its published version number (null: never published). A page's content is its { th, en }
-- page contents as in a shop document; the header's and footer's their { th, en } zones; the settings' the rest of
-- the { th, en } base data.
CREATE TABLE owner_documents (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('page', 'header', 'footer', 'settings')),
  path text CHECK ((type = 'page') = (path IS NOT NULL)),
  draft jsonb NOT NULL,
  draft_version integer NOT NULL CHECK (draft_version >= 1),
  published_version integer,
  problem_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  PRIMARY KEY (shop_id, id)
);

CREATE UNIQUE INDEX owner_documents_page_path ON owner_documents (shop_id, path) WHERE type = 'page';
CREATE UNIQUE INDEX owner_documents_one_zone ON owner_documents (shop_id, type) WHERE type <> 'page';

-- Every published version of a document (the draft version that was published), newest last.
CREATE TABLE owner_document_versions (
  shop_id integer NOT NULL,
  document_id uuid NOT NULL,
  version integer NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  PRIMARY KEY (shop_id, document_id, version),
  FOREIGN KEY (shop_id, document_id) REFERENCES owner_documents (shop_id, id) ON DELETE CASCADE
);

-- Who wrote what, when: every write of the owner API.
CREATE TABLE owner_audit (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id bigint GENERATED ALWAYS AS IDENTITY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (shop_id, id)
);

CALL storefront_scope_to_shop('owner_roles');
CALL storefront_scope_to_shop('owner_documents');
CALL storefront_scope_to_shop('owner_document_versions');
CALL storefront_scope_to_shop('owner_audit');

-- The account's own rows: app.owner_id (a signed-in account) or, to sign in, app.owner_email opens one account;
-- app.owner_session opens one session. An account's roles are read across its shops to list them.
CREATE FUNCTION storefront_owner_id() RETURNS uuid
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT nullif(current_setting('app.owner_id', true), '')::uuid $$;

GRANT SELECT, INSERT, UPDATE, DELETE ON owner_accounts, owner_sessions, owner_login_failures TO storefront_app;
ALTER TABLE owner_accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE owner_accounts FORCE ROW LEVEL SECURITY;
CREATE POLICY own_account ON owner_accounts USING (
  id = storefront_owner_id() OR email = current_setting('app.owner_email', true)
);
ALTER TABLE owner_sessions ENABLE ROW LEVEL SECURITY;
ALTER TABLE owner_sessions FORCE ROW LEVEL SECURITY;
CREATE POLICY own_session ON owner_sessions USING (
  token_hash = current_setting('app.owner_session', true) OR account_id = storefront_owner_id()
);
CREATE POLICY own_roles ON owner_roles FOR SELECT USING (account_id = storefront_owner_id());
-- the shops an account holds, by name and host, for GET /api/owner/me
CREATE POLICY owner_directory ON shops FOR SELECT USING (
  id IN (SELECT shop_id FROM owner_roles WHERE account_id = storefront_owner_id())
);
CREATE POLICY owner_directory ON shop_hosts FOR SELECT USING (
  shop_id IN (SELECT shop_id FROM owner_roles WHERE account_id = storefront_owner_id())
);
