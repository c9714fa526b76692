-- From a bare PostgreSQL cluster to a least-privilege deployment (docs/postgresql.md). Run with psql 15 or later, as
-- a superuser, once per cluster (running it again is safe; it sets the passwords given):
--   STOREFRONT_OWNER_PASSWORD=… STOREFRONT_APP_PASSWORD=… psql "$ADMIN_URL" -f server/db/bootstrap.sql
-- Other names than the defaults: -v database=shop -v owner=storefront_owner -v app=storefront
--
--   owner           LOGIN: owns the database and its schema, runs `npm run migrate`, which makes it own every table.
--   storefront_app  NOLOGIN: the rights a server needs (rows only), granted by the migrations (004_row_security.sql).
--                   Created here, so that the owner needs no CREATEROLE.
--   app             LOGIN, a member of storefront_app, owning nothing: the server connects as it.
\set ON_ERROR_STOP on
\if :{?database}
\else
  \set database shop
\endif
\if :{?owner}
\else
  \set owner storefront_owner
\endif
\if :{?app}
\else
  \set app storefront
\endif
-- The statements below hold the passwords: keep them out of the server's log whatever its log_statement.
SET log_statement = none;
-- From the environment, so that they appear neither in the process list nor in the shell's history.
\set owner_password ''
\set app_password ''
\getenv owner_password STOREFRONT_OWNER_PASSWORD
\getenv app_password STOREFRONT_APP_PASSWORD
SELECT :'owner_password' = '' AS no_owner_password, :'app_password' = '' AS no_app_password \gset
\if :no_owner_password
  DO $$ BEGIN RAISE EXCEPTION 'STOREFRONT_OWNER_PASSWORD is not set: the owner role''s password'; END $$;
\endif
\if :no_app_password
  DO $$ BEGIN RAISE EXCEPTION 'STOREFRONT_APP_PASSWORD is not set: the server role''s password'; END $$;
\endif

SELECT 'CREATE ROLE storefront_app NOLOGIN'
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'storefront_app') \gexec
SELECT format('CREATE ROLE %I LOGIN', :'owner')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'owner') \gexec
SELECT format('CREATE ROLE %I LOGIN', :'app')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'app') \gexec
ALTER ROLE :"owner" PASSWORD :'owner_password';
ALTER ROLE :"app" PASSWORD :'app_password';
GRANT storefront_app TO :"app";

SELECT format('CREATE DATABASE %I OWNER %I', :'database', :'owner')
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'database') \gexec
-- Only the owner and the members of storefront_app connect; nobody else makes temporary tables either.
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"database" TO storefront_app;

\connect :"database"
-- The owner's schema, where nobody else creates anything (PostgreSQL before 15 let everyone).
ALTER SCHEMA public OWNER TO :"owner";
REVOKE ALL ON SCHEMA public FROM PUBLIC;
