-- The catalogue of a shop: categories, products (with their variants as rows of their own), price tiers and blog
-- posts. Every row carries shop_id and every key starts with it. Texts are jsonb by language: {"th": {...}, "en": {...}}.
-- Money is numeric(12, 2) baht; stock null = not limited.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE categories (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id integer NOT NULL CHECK (id > 0),
  slug text NOT NULL,
  -- 0 = a top-level category
  parent_id integer NOT NULL DEFAULT 0 CHECK (parent_id >= 0),
  rank integer NOT NULL DEFAULT 0,
  image jsonb,
  -- {"th": {"name", "description"?}, "en": {...}}
  texts jsonb NOT NULL,
  PRIMARY KEY (shop_id, id)
);

CREATE INDEX categories_tree_idx ON categories (shop_id, parent_id, rank);

-- A product row (parent_uuid null) or a variant row (parent_uuid and variant_id set). A variant shares its product's
-- slug, categories, badges, unit and highlight; it has its own uuid, price, tiers, stock, order limits and images.
CREATE TABLE products (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  uuid uuid NOT NULL,
  parent_uuid uuid,
  variant_id integer CHECK (variant_id > 0),
  slug text,
  rank integer NOT NULL DEFAULT 0,
  category_ids integer[] NOT NULL DEFAULT '{}',
  images jsonb NOT NULL DEFAULT '[]'::jsonb,
  badge_hot boolean NOT NULL DEFAULT false,
  badge_new boolean NOT NULL DEFAULT false,
  badge_suggest boolean NOT NULL DEFAULT false,
  preorder boolean NOT NULL DEFAULT false,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  stock integer CHECK (stock >= 0),
  min_order integer NOT NULL DEFAULT 1 CHECK (min_order >= 1),
  max_order integer CHECK (max_order >= 1),
  -- product: {"th": {"name", "unit", "highlight", "details"}, "en": {...}}; variant: {"th": {"label"}, "en": {...}}
  texts jsonb NOT NULL,
  PRIMARY KEY (shop_id, uuid),
  FOREIGN KEY (shop_id, parent_uuid) REFERENCES products (shop_id, uuid) ON DELETE CASCADE,
  UNIQUE (shop_id, parent_uuid, variant_id),
  CHECK ((parent_uuid IS NULL) = (variant_id IS NULL)),
  CHECK ((parent_uuid IS NULL) = (slug IS NOT NULL))
);

CREATE INDEX products_listing_idx ON products (shop_id, rank) WHERE parent_uuid IS NULL;
CREATE INDEX products_variants_idx ON products (shop_id, parent_uuid, variant_id) WHERE parent_uuid IS NOT NULL;
CREATE INDEX products_category_ids_idx ON products USING gin (category_ids);
-- Search (case-insensitive substring, ILIKE): trigram indexes on the searched texts of each language.
CREATE INDEX products_name_th_trgm_idx ON products USING gin ((texts #>> '{th,name}') gin_trgm_ops);
CREATE INDEX products_name_en_trgm_idx ON products USING gin ((texts #>> '{en,name}') gin_trgm_ops);
CREATE INDEX products_highlight_th_trgm_idx ON products USING gin ((texts #>> '{th,highlight}') gin_trgm_ops);
CREATE INDEX products_highlight_en_trgm_idx ON products USING gin ((texts #>> '{en,highlight}') gin_trgm_ops);

-- Quantity price tiers of a product or variant, in the order written (§5: the first that matches applies).
CREATE TABLE product_price_tiers (
  shop_id integer NOT NULL,
  product_uuid uuid NOT NULL,
  position integer NOT NULL,
  quantity_min integer NOT NULL CHECK (quantity_min >= 1),
  -- null = unbounded
  quantity_max integer,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  CHECK (quantity_max >= quantity_min),
  PRIMARY KEY (shop_id, product_uuid, position),
  FOREIGN KEY (shop_id, product_uuid) REFERENCES products (shop_id, uuid) ON DELETE CASCADE
);

CREATE TABLE blogs (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id integer NOT NULL CHECK (id > 0),
  published_at date NOT NULL,
  image jsonb,
  -- {"th": {"title", "excerpt", "author"?, "content"}, "en": {...}}; content is stored as written, sanitised when shown
  texts jsonb NOT NULL,
  PRIMARY KEY (shop_id, id)
);

CREATE INDEX blogs_newest_idx ON blogs (shop_id, published_at DESC, id DESC);
CREATE INDEX blogs_title_th_trgm_idx ON blogs USING gin ((texts #>> '{th,title}') gin_trgm_ops);
CREATE INDEX blogs_title_en_trgm_idx ON blogs USING gin ((texts #>> '{en,title}') gin_trgm_ops);
CREATE INDEX blogs_excerpt_th_trgm_idx ON blogs USING gin ((texts #>> '{th,excerpt}') gin_trgm_ops);
CREATE INDEX blogs_excerpt_en_trgm_idx ON blogs USING gin ((texts #>> '{en,excerpt}') gin_trgm_ops);
