-- Flexiform submissions (§7 form_submission): the values a shopper sent through a flexiform node, once the shop API
-- has checked them against that node's fields. The form is named by its page path and node ukey, in the language of
-- the page it was on; the values are the checked ones (text trimmed), keyed by field name.
CREATE TABLE form_submissions (
  shop_id integer NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  page_path text NOT NULL CHECK (length(page_path) BETWEEN 1 AND 2048),
  form_ukey text NOT NULL CHECK (length(form_ukey) BETWEEN 1 AND 200),
  lang text NOT NULL CHECK (lang IN ('th', 'en')),
  "values" jsonb NOT NULL CHECK (jsonb_typeof("values") = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);

CREATE INDEX form_submissions_form_idx ON form_submissions (shop_id, page_path, form_ukey, created_at);

CALL storefront_scope_to_shop('form_submissions');
