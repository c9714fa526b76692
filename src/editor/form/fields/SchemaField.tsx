import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { useSchemaForm } from "../FormContext";
import { helpOf, type JsonSchema, labelOf, typeOf } from "../jsonSchema";
import { ArrayField } from "./ArrayField";
import { BooleanField } from "./BooleanField";
import { CategoryField } from "./CategoryField";
import { ColourField } from "./ColourField";
import { EnumField } from "./EnumField";
import { EnumSetField } from "./EnumSetField";
import type { FieldProps } from "./fieldProps";
import { ImageField } from "./ImageField";
import { JsonField } from "./JsonField";
import { LinkField } from "./LinkField";
import { NumberField } from "./NumberField";
import { ObjectField } from "./ObjectField";
import { discriminatorOf, OneOfField } from "./OneOfField";
import { ProductsField } from "./ProductsField";
import { TextField } from "./TextField";

// Tiptap is a large chunk: downloaded only when a rich text field is shown
const RichTextField = lazy(() => import("./RichTextField"));

interface SchemaFieldProps {
  /** The property's name (its label when the schema has no x-label). */
  name: string;
  /** A label given by the parent (a list's "Item 2"), else the schema's. */
  label?: string;
  schema: JsonSchema;
  pointer: string;
  required: boolean;
}

/** The field of one value of the setting, chosen by its schema's x-widget, else by its shape. */
export function SchemaField({ name, label, schema, pointer, required }: SchemaFieldProps) {
  const { lang } = useSchemaForm();
  const props: FieldProps = {
    schema,
    pointer,
    label: label ?? labelOf(schema, name, lang),
    help: helpOf(schema, lang),
    required,
  };
  switch (controlOf(schema)) {
    case "textarea":
      return <TextField {...props} multiline />;
    case "richtext":
      return (
        <Suspense fallback={<RichTextLoading />}>
          <RichTextField {...props} />
        </Suspense>
      );
    case "image":
      return <ImageField {...props} />;
    case "colour":
      return <ColourField {...props} />;
    case "link":
      return <LinkField {...props} />;
    case "product":
    case "products":
      return <ProductsField {...props} />;
    case "category":
      return <CategoryField {...props} />;
    case "enum":
      return <EnumField {...props} />;
    case "enumSet":
      return <EnumSetField {...props} />;
    case "oneOf":
      return <OneOfField {...props} />;
    case "object":
      return <ObjectField {...props} />;
    case "array":
      return <ArrayField {...props} />;
    case "text":
      return <TextField {...props} />;
    case "number":
      return <NumberField {...props} />;
    case "boolean":
      return <BooleanField {...props} />;
    default:
      return <JsonField {...props} />;
  }
}

function RichTextLoading() {
  return <p role="status">{useIntl().formatMessage({ id: "form.richtext.loading" })}</p>;
}

/**
 * The control for a schema: its x-widget ("blog" has no picker service yet, so a blog id is typed), rich text for
 * sanitised HTML, else by its shape; "json" for what no control fits.
 */
function controlOf(schema: JsonSchema): string {
  const widget = schema["x-widget"];
  if (widget === "blog") return typeOf(schema) === "string" ? "text" : "number";
  if (widget) return widget;
  // common.schema.json's image and link, known by their titles in a schema without x-widget yet
  if (schema.title === "Image" || schema.title === "Link") return schema.title.toLowerCase();
  if (schema["x-sanitize"] === "html") return "richtext";
  if (schema.enum) return "enum";
  if (schema.oneOf) return discriminatorOf(schema) ? "oneOf" : "json";
  if (schema.anyOf) return "json";
  switch (typeOf(schema)) {
    case "object":
      return schema.properties ? "object" : "json";
    case "array": {
      if (schema.uniqueItems && schema.items?.enum) return "enumSet"; // distinct choices: a checklist
      // a list's items are objects (react-hook-form's field arrays); a list of plain values is edited as JSON
      const items = schema.items;
      const objectItems = items !== undefined && (typeOf(items) === "object" || items.oneOf !== undefined);
      return objectItems && controlOf(items) !== "json" ? "array" : "json";
    }
    case "string":
      return "text";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    default:
      return "json";
  }
}
