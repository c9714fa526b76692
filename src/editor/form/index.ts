/** The inspector's form generator, as the editor's shell uses it. */
export { formMessages } from "./formMessages";
export type { FormWidget, JsonSchema } from "./jsonSchema";
export { loadKindSchema } from "./loadKindSchema";
export { SchemaForm, type SchemaFormProps, type Setting } from "./SchemaForm";
