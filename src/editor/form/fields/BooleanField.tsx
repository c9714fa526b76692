import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/** A boolean: a switch (a checkbox with role=switch), showing the schema's default while unset. */
export function BooleanField({ schema, pointer, label, help }: FieldProps) {
  const [value, setValue] = useFieldValue<boolean>(pointer);
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          role="switch"
          checked={value ?? schema.default === true}
          onChange={(event) => setValue(event.target.checked)}
        />
      )}
    </FieldShell>
  );
}
