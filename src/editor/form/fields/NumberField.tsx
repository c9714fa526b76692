import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";
import { useSchemaForm } from "../FormContext";
import { typeOf } from "../jsonSchema";

/** A number or integer: a number input with the schema's bounds and step, and its unit (x-unit) after it. */
export function NumberField({ schema, pointer, label, help, required }: FieldProps) {
  const { lang } = useSchemaForm();
  const [value, setValue] = useFieldValue<number>(pointer);
  const unit = schema["x-unit"]?.[lang];
  const step = schema.multipleOf ?? (typeOf(schema) === "integer" ? 1 : "any");
  return (
    <FieldShell pointer={pointer} label={unit ? `${label} (${unit})` : label} help={help}>
      {(control) => (
        <span className="form-number">
          <input
            {...control}
            type="number"
            inputMode={typeOf(schema) === "integer" ? "numeric" : "decimal"}
            min={schema.minimum}
            max={schema.maximum}
            step={step}
            required={required}
            value={value ?? ""}
            onChange={(event) => setValue(event.target.value === "" ? undefined : Number(event.target.value))}
          />
          {unit && <span aria-hidden="true">{unit}</span>}
        </span>
      )}
    </FieldShell>
  );
}
