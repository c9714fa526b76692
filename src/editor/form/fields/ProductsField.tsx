import { useIntl } from "react-intl";
import { GroupShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";
import { ProductSearch } from "./ProductSearch";
import { useProductNames } from "./useProductNames";

/**
 * Products by uuid: one (x-widget "product", a string) or a list ("products"), shown by name, chosen by a search,
 * the list reordered and pruned; a uuid the shop does not have is a problem at the field.
 */
export function ProductsField({ schema, pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const single = schema["x-widget"] === "product";
  const [value, setValue] = useFieldValue<string | string[]>(pointer);
  const uuids = single ? (typeof value === "string" && value ? [value] : []) : Array.isArray(value) ? value : [];
  const known = useProductNames(uuids);
  const missing = known ? uuids.filter((uuid) => !known.has(uuid)) : [];
  const setUuids = (next: string[]) => setValue(single ? next[0] : next.length === 0 && !required ? undefined : next);
  const move = (from: number, to: number) => {
    const next = [...uuids];
    [next[from], next[to]] = [next[to] as string, next[from] as string];
    setUuids(next);
  };
  const full = !single && uuids.length >= (schema.maxItems ?? Infinity);
  return (
    <GroupShell
      pointer={pointer}
      label={label}
      help={help}
      within
      ownProblems={missing.map((uuid) => intl.formatMessage({ id: "form.products.missing" }, { uuid }))}
    >
      <ol className="form-list">
        {uuids.map((uuid, at) => (
          <li key={uuid}>
            <span>
              {known?.get(uuid)?.name ?? (known ? uuid : intl.formatMessage({ id: "form.products.loading" }))}
            </span>
            {!single && (
              <span role="group" aria-label={known?.get(uuid)?.name ?? uuid}>
                <button type="button" disabled={at === 0} onClick={() => move(at, at - 1)}>
                  {intl.formatMessage({ id: "form.moveUp" })}
                </button>
                <button type="button" disabled={at === uuids.length - 1} onClick={() => move(at, at + 1)}>
                  {intl.formatMessage({ id: "form.moveDown" })}
                </button>
              </span>
            )}
            <button
              type="button"
              disabled={!single && uuids.length <= (schema.minItems ?? 0)}
              onClick={() => setUuids(uuids.filter((_, other) => other !== at))}
            >
              {intl.formatMessage({ id: "form.remove" })}
            </button>
          </li>
        ))}
      </ol>
      {!full && (
        <ProductSearch
          onChoose={(product) =>
            setUuids(single ? [product.uuid] : [...uuids.filter((uuid) => uuid !== product.uuid), product.uuid])
          }
        />
      )}
    </GroupShell>
  );
}
