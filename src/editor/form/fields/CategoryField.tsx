import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { CategoryChoice } from "../../contracts";
import { useSchemaForm } from "../FormContext";
import { typeOf } from "../jsonSchema";
import { FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/** A category of the shop, picked by name; kept as the schema's type (an integer id or a string). */
export function CategoryField({ schema, pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const { services, lang } = useSchemaForm();
  const [value, setValue] = useFieldValue<number | string>(pointer);
  const [categories, setCategories] = useState<CategoryChoice[] | null>(null);
  useEffect(() => {
    services.listCategories(lang).then(setCategories, () => setCategories([]));
  }, [services, lang]);
  const numeric = typeOf(schema) !== "string";
  const shown = value ?? schema.default;
  const known = categories?.some((category) => category.id === String(shown));
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) => (
        <select
          {...control}
          required={required}
          value={shown === undefined ? "" : String(shown)}
          onChange={(event) => {
            const id = event.target.value;
            setValue(id === "" ? undefined : numeric ? Number(id) : id);
          }}
        >
          <option value="">
            {categories === null
              ? intl.formatMessage({ id: "form.category.loading" })
              : intl.formatMessage({ id: "form.none" })}
          </option>
          {shown !== undefined && !known && <option value={String(shown)}>{String(shown)}</option>}
          {categories?.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
