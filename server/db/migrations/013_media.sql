-- A shop's images (issue 23, owner media): uploaded through the owner API, re-encoded without metadata, and kept
-- here, not on a disk, so every process and machine on one PostgreSQL serves them. Each §9 size bucket is resized
-- once, at its first request, and kept beside the original; deleting an image deletes its sizes.
CREATE TABLE shop_media (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  content_type text NOT NULL
    CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif')),
  width integer NOT NULL CHECK (width BETWEEN 1 AND 8000),
  height integer NOT NULL CHECK (height BETWEEN 1 AND 8000),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the owner account's e-mail
  created_by text NOT NULL,
  PRIMARY KEY (shop_id, id)
);

-- A bucket's image: '300' (a square bucket: fits inside 300 x 300) or '300x400' (a portrait bucket: covers it).
CREATE TABLE shop_media_sizes (
  shop_id integer NOT NULL,
  media_id uuid NOT NULL,
  bucket text NOT NULL CHECK (bucket ~ '^[0-9]{1,4}(x[0-9]{1,4})?$'),
  data bytea NOT NULL,
  PRIMARY KEY (shop_id, media_id, bucket),
  FOREIGN KEY (shop_id, media_id) REFERENCES shop_media (shop_id, id) ON DELETE CASCADE
);

CALL storefront_scope_to_shop('shop_media');
CALL storefront_scope_to_shop('shop_media_sizes');
