-- Shops, their host names, per-language base data and pages. Every shop-owned row carries shop_id.
CREATE TABLE shops (
  id integer PRIMARY KEY,
  web_name text NOT NULL UNIQUE,
  name text NOT NULL,
  default_lang text NOT NULL CHECK (default_lang IN ('th', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shop_hosts (
  host text PRIMARY KEY,
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE
);

CREATE INDEX shop_hosts_shop_id_idx ON shop_hosts (shop_id);

CREATE TABLE shop_bases (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('th', 'en')),
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, lang)
);

CREATE TABLE pages (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  path text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('th', 'en')),
  http_status_code integer NOT NULL DEFAULT 200,
  redirect_url text,
  page_setting jsonb NOT NULL DEFAULT '{}'::jsonb,
  page_component jsonb NOT NULL,
  page_head jsonb NOT NULL,
  other_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, path, lang)
);
