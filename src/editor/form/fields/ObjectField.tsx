import { useFormContext as useHookForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { type JsonSchema, newValueOf } from "../jsonSchema";
import { childPointer, pathOf } from "../pointers";
import { GroupShell } from "./FieldShell";
import type { FieldProps } from "./fieldProps";
import { SchemaField } from "./SchemaField";

/** An object's properties, each a field of its own, in the schema's order; a `const` (a variant's tag) is not shown. */
export function ObjectProperties({ schema, pointer }: { schema: JsonSchema; pointer: string }) {
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.const === undefined)
        .map(([name, property]) => (
          <SchemaField
            key={name}
            name={name}
            schema={property}
            pointer={childPointer(pointer, name)}
            required={schema.required?.includes(name) ?? false}
          />
        ))}
    </>
  );
}

/** An object: a fieldset of its properties; an optional one is added and removed as a whole. */
export function ObjectField({ schema, pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const { setValue } = useHookForm();
  const present = useWatch({ name: pathOf(pointer) }) !== undefined;
  const set = (value: unknown) => setValue(pathOf(pointer), value, { shouldDirty: true });
  return (
    <GroupShell pointer={pointer} label={label} help={help}>
      {present && <ObjectProperties schema={schema} pointer={pointer} />}
      {!required &&
        (present ? (
          <button type="button" onClick={() => set(undefined)}>
            {intl.formatMessage({ id: "form.remove" })} {label}
          </button>
        ) : (
          <button type="button" onClick={() => set(newValueOf(schema))}>
            {intl.formatMessage({ id: "form.add" })} {label}
          </button>
        ))}
    </GroupShell>
  );
}
