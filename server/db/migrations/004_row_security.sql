-- Least privilege and row-level security. The server runs as a member of storefront_app, which owns nothing and may
-- only read and write rows; migrations run as the owner of the tables. Every shop-owned table only shows (and only
-- takes) the rows of the shop set for the transaction (app.shop_id, set with SET LOCAL: server/db/shopScope.ts), so
-- a query without a shop sees nothing. FORCE applies the policies to the tables' owner too.
--
-- Roles belong to the cluster, not to one database: another database may have created it, or be creating it now.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'storefront_app') THEN
    CREATE ROLE storefront_app NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;

GRANT USAGE ON SCHEMA public TO storefront_app;
GRANT SELECT ON schema_migrations TO storefront_app;
-- Tables and sequences of later migrations get the same rights (their policies they must add themselves).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO storefront_app;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE ON SEQUENCES TO storefront_app;

-- The transaction's shop; null when none is set (a setting once set in a session reads '' after its transaction).
CREATE FUNCTION storefront_shop_id() RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT nullif(current_setting('app.shop_id', true), '')::integer $$;

DO $$
DECLARE
  shop_table text;
BEGIN
  FOREACH shop_table IN ARRAY ARRAY[
    'shop_hosts', 'shop_bases', 'pages', 'categories', 'products', 'product_price_tiers', 'blogs', 'carts',
    'cart_lines', 'orders', 'order_lines'
  ] LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO storefront_app', shop_table);
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', shop_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', shop_table);
    EXECUTE format(
      'CREATE POLICY shop_rows ON %I USING (shop_id = storefront_shop_id()) WITH CHECK (shop_id = storefront_shop_id())',
      shop_table
    );
  END LOOP;
END
$$;

GRANT SELECT, INSERT, UPDATE, DELETE ON shops TO storefront_app;
ALTER TABLE shops ENABLE ROW LEVEL SECURITY;
ALTER TABLE shops FORCE ROW LEVEL SECURITY;
CREATE POLICY shop_rows ON shops USING (id = storefront_shop_id()) WITH CHECK (id = storefront_shop_id());

-- The way in before the shop is known (withShopLookup): a request names a host, a hosted checkout link a web name;
-- either opens, for reading only, that one host row and its shop's row, nothing else.
CREATE POLICY shop_lookup ON shop_hosts FOR SELECT USING (host = current_setting('app.shop_host', true));
CREATE POLICY shop_lookup ON shops FOR SELECT USING (
  web_name = current_setting('app.shop_web_name', true)
  OR id = (SELECT shop_id FROM shop_hosts WHERE host = current_setting('app.shop_host', true))
);
