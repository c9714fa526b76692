import { useIntl } from "react-intl";
import { useSchemaForm } from "../FormContext";
import { enumLabelOf } from "../jsonSchema";
import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/** One of the schema's values, chosen by its label (x-enum-labels); an optional one may be left unset. */
export function EnumField({ schema, pointer, label, help, required }: FieldProps) {
  const { lang } = useSchemaForm();
  const intl = useIntl();
  const [value, setValue] = useFieldValue<unknown>(pointer);
  const values = schema.enum ?? [];
  const shown = value === undefined ? schema.default : value;
  const index = values.findIndex((candidate) => candidate === shown);
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) => (
        <select
          {...control}
          required={required}
          value={index < 0 ? "" : String(index)}
          onChange={(event) => setValue(event.target.value === "" ? undefined : values[Number(event.target.value)])}
        >
          {(index < 0 || !required) && schema.default === undefined && (
            <option value="">{intl.formatMessage({ id: "form.none" })}</option>
          )}
          {values.map((option, at) => (
            <option key={String(option)} value={String(at)}>
              {enumLabelOf(schema, option, lang)}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
