-- The shop owner's live preview (README "Live preview"): the editor origins that may frame this shop's preview
-- besides the platform's (EDITOR_ORIGINS), exact origins checked at import, and the theme its preview shows
-- instead of the live one (null: the live theme).
ALTER TABLE shops ADD COLUMN editor_origins text[] NOT NULL DEFAULT '{}';
ALTER TABLE shops ADD COLUMN staging_theme_key text CHECK (staging_theme_key ~ '^[a-z0-9-]{1,32}$');
