import type Ajv from "ajv";

/**
 * The editor's form vocabulary: annotations a widget kind's schema carries so the editor's inspector can generate
 * its form. They never change what validates; ajv only checks their shape, when it compiles a schema, so a malformed
 * label fails there.
 */

/** The form control a field asks for, where its type alone does not say (`x-widget`). */
export const FORM_WIDGETS = [
  "textarea",
  "richtext",
  "image",
  "colour",
  "link",
  "product",
  "products",
  "category",
  "blog",
  "json",
] as const;

export type FormWidget = (typeof FORM_WIDGETS)[number];

const localized = {
  type: "object",
  additionalProperties: false,
  required: ["th", "en"],
  properties: { th: { type: "string", minLength: 1 }, en: { type: "string", minLength: 1 } },
};

const FORM_KEYWORDS = {
  /** The field's (or a kind's, at its schema's root) name in the form. */
  "x-label": localized,
  /** A line of help under the field, for a shop owner. */
  "x-help": localized,
  /** The unit of a number (seconds, px, items…). */
  "x-unit": localized,
  /** The label of each choice of an `enum`, keyed by the value as a string. */
  "x-enum-labels": { type: "object", additionalProperties: localized, minProperties: 1 },
  "x-widget": { enum: FORM_WIDGETS },
};

/** Registers the form vocabulary on an ajv instance (createAjv does, for every schema the storefront compiles). */
export function addFormKeywords(ajv: Ajv): Ajv {
  for (const [keyword, metaSchema] of Object.entries(FORM_KEYWORDS)) ajv.addKeyword({ keyword, metaSchema });
  return ajv;
}
