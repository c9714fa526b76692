import type { ValidateFunction } from "ajv";
import { widgetDefinitions } from "~/generated/widget-registry";
import { createAjv, type FieldError, formatAjvErrors } from "~/schemas/ajv";
import type { WidgetDefinition, WidgetSetting } from "../../registry/types";

export type AnyWidgetDefinition = WidgetDefinition<never>;

export type SettingCheck = { valid: true; setting: WidgetSetting } | { valid: false; errors: FieldError[] };

export interface NodeValidator {
  definitionOf(kind: string): AnyWidgetDefinition | undefined;
  /**
   * Validates a setting in place: on success it has schema defaults applied and rich text sanitised. Pass a copy
   * when the caller's data must stay as it was.
   */
  checkSetting(kind: string, setting: unknown): SettingCheck;
}

/** Compiles every registered kind's schema once. Build one per process (server) or per preview frame. */
export async function createNodeValidator(
  definitions: readonly AnyWidgetDefinition[] = widgetDefinitions as readonly AnyWidgetDefinition[],
): Promise<NodeValidator> {
  const ajv = createAjv();
  const byKind = new Map<string, { definition: AnyWidgetDefinition; validate: ValidateFunction }>();
  for (const definition of definitions) {
    const schema = (await definition.loadSchema()).default;
    byKind.set(definition.kind, { definition, validate: ajv.compile(schema) });
  }
  return {
    definitionOf: (kind) => byKind.get(kind)?.definition,
    checkSetting(kind, setting) {
      const entry = byKind.get(kind);
      if (!entry) return { valid: false, errors: [{ field: "/kind", message: `unknown kind "${kind}"` }] };
      const target = setting ?? {};
      return entry.validate(target)
        ? { valid: true, setting: target as WidgetSetting }
        : { valid: false, errors: formatAjvErrors(entry.validate.errors, "/setting") };
    },
  };
}
