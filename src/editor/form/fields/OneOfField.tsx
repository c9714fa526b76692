import { useFormContext as useHookForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { useSchemaForm } from "../FormContext";
import { type JsonSchema, newValueOf } from "../jsonSchema";
import { childPointer, pathOf } from "../pointers";
import { FieldShell, GroupShell } from "./FieldShell";
import type { FieldProps } from "./fieldProps";
import { ObjectProperties } from "./ObjectField";

/** The property whose `const` tells a oneOf's object variants apart (e.g. a paragraph block's "type"), if any. */
export function discriminatorOf(schema: JsonSchema): string | undefined {
  const variants = schema.oneOf ?? [];
  const first = Object.keys(variants[0]?.properties ?? {});
  return first.find((key) => variants.every((variant) => variant.properties?.[key]?.const !== undefined));
}

/** One of several object variants: a choice of the variant (by its tag), then the chosen variant's fields. */
export function OneOfField({ schema, pointer, label, help }: FieldProps) {
  const intl = useIntl();
  const { lang } = useSchemaForm();
  const { setValue } = useHookForm();
  const tag = discriminatorOf(schema) ?? "";
  const variants = schema.oneOf ?? [];
  const current = useWatch({ name: pathOf(childPointer(pointer, tag)) }) as unknown;
  const index = variants.findIndex((variant) => variant.properties?.[tag]?.const === current);
  const variantLabel = (variant: JsonSchema) =>
    variant["x-label"]?.[lang] ??
    variant.properties?.[tag]?.["x-label"]?.[lang] ??
    String(variant.properties?.[tag]?.const);
  return (
    <GroupShell pointer={pointer} label={label} help={help}>
      <FieldShell pointer={childPointer(pointer, tag)} label={intl.formatMessage({ id: "form.variant" })}>
        {(control) => (
          <select
            {...control}
            value={String(index)}
            onChange={(event) =>
              setValue(pathOf(pointer), newValueOf(variants[Number(event.target.value)] ?? {}), { shouldDirty: true })
            }
          >
            {index < 0 && <option value="-1" />}
            {variants.map((variant, at) => (
              <option key={at} value={String(at)}>
                {variantLabel(variant)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {index >= 0 && <ObjectProperties key={index} schema={variants[index] ?? {}} pointer={pointer} />}
    </GroupShell>
  );
}
