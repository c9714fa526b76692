import type { ErrorObject, ValidateFunction } from "ajv";
import { widgetDefinitions } from "~/generated/widget-registry";
import { createAjv, type FieldError, formatAjvErrors, type SanitizedText } from "~/schemas/ajv";
import type { WidgetDefinition, WidgetSetting } from "../../registry/types";
import { createMigrationSequence, type Migrated, type MigrationSequence, migrateSetting } from "~/schemas/migrations";

export type AnyWidgetDefinition = WidgetDefinition<never>;

/** A valid setting, and its rich texts the sanitiser changed (fields as /setting/blocks/0/html). */
export type SettingCheck =
  { valid: true; setting: WidgetSetting; sanitized: SanitizedText[] } | { valid: false; errors: FieldError[] };

export interface NodeValidator {
  definitionOf(kind: string): AnyWidgetDefinition | undefined;
  /**
   * A stored setting of a registered kind brought from its node's version to the kind's current one: in place when
   * `owned` (migrateSetting), else on a copy.
   */
  migrate(kind: string, version: unknown, setting: unknown, owned?: boolean): Migrated;
  /**
   * Validates a setting in place: on success it has schema defaults applied and rich text sanitised (the texts the
   * sanitiser changed are listed). Pass a copy when the caller's data must stay as it was.
   */
  checkSetting(kind: string, setting: unknown): SettingCheck;
}

export interface NodeValidatorOptions {
  /** Translates the schema checks' messages (an ajv-i18n language): the live preview's, in the page's language. */
  localize?: (errors: ErrorObject[]) => void;
}

/**
 * Compiles every registered kind's schema and loads its migrations once. Build one per process (server) or per
 * preview frame. A kind whose migrations are another kind's is a developer's mistake: it fails here, at start.
 */
export async function createNodeValidator(
  definitions: readonly AnyWidgetDefinition[] = widgetDefinitions as readonly AnyWidgetDefinition[],
  { localize }: NodeValidatorOptions = {},
): Promise<NodeValidator> {
  let sanitized: SanitizedText[] = [];
  const ajv = createAjv({ onSanitized: (text) => sanitized.push({ ...text, field: `/setting${text.field}` }) });
  const byKind = new Map<
    string,
    { definition: AnyWidgetDefinition; validate: ValidateFunction; migrations: MigrationSequence }
  >();
  for (const definition of definitions) {
    const [schema, migrations] = await Promise.all([
      definition.loadSchema(),
      definition.loadMigrations?.() ?? { default: createMigrationSequence(definition.kind, []) },
    ]);
    if (migrations.default.kind !== definition.kind) {
      throw new Error(`kind "${definition.kind}" loads the migrations of kind "${migrations.default.kind}"`);
    }
    byKind.set(definition.kind, {
      definition,
      validate: ajv.compile(schema.default),
      migrations: migrations.default,
    });
  }
  return {
    definitionOf: (kind) => byKind.get(kind)?.definition,
    migrate(kind, version, setting, owned) {
      const entry = byKind.get(kind);
      return entry ? migrateSetting(entry.migrations, version, setting, owned) : { error: `unknown kind "${kind}"` };
    },
    checkSetting(kind, setting) {
      const entry = byKind.get(kind);
      if (!entry) return { valid: false, errors: [{ field: "/kind", message: `unknown kind "${kind}"` }] };
      const target = setting ?? {};
      sanitized = [];
      return entry.validate(target)
        ? { valid: true, setting: target as WidgetSetting, sanitized }
        : { valid: false, errors: settingErrors(entry.validate.errors, localize) };
    },
  };
}

function settingErrors(errors: ErrorObject[] | null | undefined, localize: NodeValidatorOptions["localize"]) {
  if (!localize || !errors) return formatAjvErrors(errors, "/setting");
  localize(errors);
  return formatAjvErrors(errors, "/setting", { localized: true });
}
