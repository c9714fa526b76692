import { useFieldArray, useFormContext as useHookForm, useWatch } from "react-hook-form";
import { useIntl } from "react-intl";
import { useSchemaForm } from "../FormContext";
import { newValueOf } from "../jsonSchema";
import { childPointer, pathOf } from "../pointers";
import { GroupShell } from "./FieldShell";
import type { FieldProps } from "./fieldProps";
import { SchemaField } from "./SchemaField";

/**
 * A list: each item a field of its own, with buttons to move it up or down and remove it, and one to add an item
 * made from the item schema's defaults; the schema's minItems and maxItems are kept.
 */
export function ArrayField(props: FieldProps) {
  const intl = useIntl();
  const { setValue } = useHookForm();
  const absent = useWatch({ name: pathOf(props.pointer) }) === undefined;
  if (!absent || props.required) return <ArrayItems {...props} />;
  // an optional list left out stays out until an item is added (a field array would write [] at once)
  const add = () => setValue(pathOf(props.pointer), [newValueOf(props.schema.items ?? {})], { shouldDirty: true });
  return (
    <GroupShell pointer={props.pointer} label={props.label} help={props.help}>
      <button type="button" onClick={add}>
        {intl.formatMessage({ id: "form.add" })}
      </button>
    </GroupShell>
  );
}

function ArrayItems({ schema, pointer, label, help }: FieldProps) {
  const intl = useIntl();
  const { lang } = useSchemaForm();
  const { fields, append, remove, swap } = useFieldArray({ name: pathOf(pointer) });
  const itemSchema = schema.items ?? {};
  const canRemove = fields.length > (schema.minItems ?? 0);
  const canAdd = fields.length < (schema.maxItems ?? Infinity);
  const itemName = itemSchema["x-label"]?.[lang];
  const itemLabel = (at: number) =>
    itemName ? `${itemName} ${at + 1}` : intl.formatMessage({ id: "form.item" }, { n: at + 1 });
  return (
    <GroupShell pointer={pointer} label={label} help={help}>
      <ol className="form-list">
        {fields.map((field, at) => (
          <li key={field.id}>
            <SchemaField
              name=""
              label={itemLabel(at)}
              schema={itemSchema}
              pointer={childPointer(pointer, at)}
              required
            />
            <div className="form-list-actions">
              <button type="button" disabled={at === 0} onClick={() => swap(at, at - 1)}>
                {intl.formatMessage({ id: "form.moveUp" })}
              </button>
              <button type="button" disabled={at === fields.length - 1} onClick={() => swap(at, at + 1)}>
                {intl.formatMessage({ id: "form.moveDown" })}
              </button>
              <button type="button" disabled={!canRemove} onClick={() => remove(at)}>
                {intl.formatMessage({ id: "form.remove" })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" disabled={!canAdd} onClick={() => append(newValueOf(itemSchema) as object)}>
        {intl.formatMessage({ id: "form.add" })}
      </button>
      {schema.maxItems !== undefined && (
        <p className="form-help">
          {intl.formatMessage({ id: "form.itemCount" }, { count: fields.length, max: schema.maxItems })}
        </p>
      )}
    </GroupShell>
  );
}
