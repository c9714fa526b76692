import { useSchemaForm } from "../FormContext";
import { enumLabelOf } from "../jsonSchema";
import { fieldId } from "../pointers";
import { GroupShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";

/**
 * A list of distinct choices (an array with uniqueItems whose items are an enum): a checkbox per choice. The list
 * keeps its order: a choice ticked goes last, one unticked leaves the others where they were.
 */
export function EnumSetField({ schema, pointer, label, help }: FieldProps) {
  const { lang, formId } = useSchemaForm();
  const [value, setValue] = useFieldValue<unknown[]>(pointer);
  const chosen = Array.isArray(value) ? value : [];
  const choices = schema.items?.enum ?? [];
  const toggle = (choice: unknown, on: boolean) =>
    setValue(on ? [...chosen, choice] : chosen.filter((candidate) => candidate !== choice));
  return (
    <GroupShell pointer={pointer} label={label} help={help}>
      <ul className="form-choices">
        {choices.map((choice, at) => {
          const id = fieldId(formId, `${pointer}/${at}`);
          return (
            <li key={String(choice)}>
              <input
                id={id}
                type="checkbox"
                checked={chosen.includes(choice)}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
              <label htmlFor={id}>{enumLabelOf(schema.items ?? {}, choice, lang)}</label>
            </li>
          );
        })}
      </ul>
    </GroupShell>
  );
}
