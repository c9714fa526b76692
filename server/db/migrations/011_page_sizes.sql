-- The size of each stored page's JSON as the database prints it (jsonb::text, UTF-8 bytes), kept beside the row by
-- the database itself, so a page written behind the import's back has it too. A page over
-- DOCUMENT_LIMITS.storedPageBytes is refused before its JSON is read (server/modules/pages/repo.ts) and at import.
ALTER TABLE pages ADD COLUMN json_bytes integer GENERATED ALWAYS AS (
  octet_length(page_setting::text) + octet_length(page_component::text) + octet_length(page_head::text)
    + octet_length(other_data::text)
) STORED;
