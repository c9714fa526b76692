import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/** A string: a text input, or a textarea (x-widget "textarea"), with the schema's length and pattern. */
export function TextField({
  schema,
  pointer,
  label,
  help,
  required,
  multiline = false,
}: FieldProps & { multiline?: boolean }) {
  const [value, setValue] = useFieldValue<string | null>(pointer);
  const bounds = {
    maxLength: schema.maxLength,
    minLength: schema.minLength,
    required,
    value: value ?? "",
    onChange: (event: { target: { value: string } }) =>
      setValue(event.target.value === "" && !required ? undefined : event.target.value),
  };
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...bounds} rows={4} />
        ) : (
          <input {...control} {...bounds} type={inputTypeOf(schema.format)} pattern={schema.pattern} />
        )
      }
    </FieldShell>
  );
}

function inputTypeOf(format: string | undefined): string {
  return format === "email" ? "email" : format === "phone" ? "tel" : "text";
}
