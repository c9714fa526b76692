import { type MigrationSequence, migrateSetting } from "~/schemas/migrations";
import type { PageNode } from "../contracts";
import type { JsonSchema } from "../form/jsonSchema";
import { loadKindSchema } from "../form/loadKindSchema";
import { definitionOf } from "../tree/kinds";

/** A kind's form: its schema, and its migrations when it has versions. */
export interface KindForm {
  kind: string;
  schema: JsonSchema;
  migrations?: MigrationSequence;
}

export async function loadKindForm(kind: string): Promise<KindForm> {
  const [schema, migrations] = await Promise.all([loadKindSchema(kind), definitionOf(kind)?.loadMigrations?.()]);
  return { kind, schema, migrations: migrations?.default };
}

/** What the form edits: the setting at the kind's current version, and that version (to save the edit at). */
export type EditableSetting = { setting: Record<string, unknown>; version: number | undefined } | { error: string };

/**
 * The node's setting as the form edits it: migrated to the kind's current version first (as the renderer does), so
 * the fields are the schema's and an edit is saved at that version, never a new field on an old setting.
 */
export function editableSetting(form: KindForm, node: PageNode): EditableSetting {
  const setting = (node.setting ?? {}) as Record<string, unknown>;
  if (!form.migrations) return { setting, version: node.version };
  const migrated = migrateSetting(form.migrations, node.version, setting);
  if ("error" in migrated) return { error: migrated.error };
  return { setting: migrated.setting as Record<string, unknown>, version: migrated.version };
}
