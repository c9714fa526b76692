import { useController } from "react-hook-form";
import type { JsonSchema } from "../jsonSchema";
import { pathOf } from "../pointers";

/** What SchemaField gives every field component. */
export interface FieldProps {
  schema: JsonSchema;
  /** JSON pointer of the value inside the setting. */
  pointer: string;
  label: string;
  help?: string;
  /** Whether the parent object requires it: an optional field emptied is left out rather than kept empty. */
  required: boolean;
}

/** The field's value and a setter, held by the SchemaForm's react-hook-form. */
export function useFieldValue<Value>(pointer: string): [Value | undefined, (value: Value | undefined) => void] {
  const { field } = useController({ name: pathOf(pointer) });
  return [field.value as Value | undefined, field.onChange];
}
