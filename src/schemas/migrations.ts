import type { WidgetSetting } from "../../registry/types";

/** A migration's id: its kind and the version its up-step produces, e.g. "slider/2". */
export type MigrationId = `${string}/${number}`;

/**
 * A kind's versions table (after tldraw's createMigrationIds): a name for each change, mapped to the version it
 * produces, e.g. `createMigrationIds("slider", { AutoplaySwitch: 2 }).AutoplaySwitch === "slider/2"`. A setting
 * without a version is version 1, so a kind's first change makes version 2. Names are appended, never edited.
 */
export function createMigrationIds<const Kind extends string, const Versions extends Record<string, number>>(
  kind: Kind,
  versions: Versions,
): { readonly [Name in keyof Versions]: `${Kind}/${Versions[Name]}` } {
  return Object.fromEntries(Object.entries(versions).map(([name, version]) => [name, `${kind}/${version}`])) as {
    readonly [Name in keyof Versions]: `${Kind}/${Versions[Name]}`;
  };
}

/** One change of a kind's setting. */
export interface Migration {
  id: MigrationId;
  /** Turns a setting of the version before into this one: it gets its own copy to change, or returns a new one. */
  up: (setting: WidgetSetting) => WidgetSetting | void;
}

/** A kind's migrations in order, checked: what `loadMigrations` of a registry entry brings. */
export interface MigrationSequence {
  kind: string;
  /** The version a setting has once every step has run: derived from the steps, never written down. */
  currentVersion: number;
  migrations: readonly Migration[];
}

/**
 * A kind's migrations, checked once when the module loads (after tldraw's createMigrationSequence): the ids must
 * be `<kind>/2`, `<kind>/3`, … in order, so no version is skipped, repeated or claimed by another kind.
 */
export function createMigrationSequence(kind: string, migrations: readonly Migration[]): MigrationSequence {
  migrations.forEach((migration, index) => {
    const expected = `${kind}/${index + 2}`;
    if (migration.id !== expected) {
      throw new Error(`migration ${index + 1} of kind "${kind}" must have the id "${expected}", not "${migration.id}"`);
    }
  });
  return { kind, currentVersion: migrations.length + 1, migrations };
}

/** The setting at `version`: the kind's current one unless there was nothing to migrate (not an object). */
export type Migrated = { setting: unknown; version: number } | { error: string };

/**
 * A stored setting brought up to the kind's current version. A version that is not a positive integer, one newer
 * than this storefront knows, or a step that throws is an error, never a crash. Only an object setting is
 * migrated: anything else is left for validation to reject. The caller's setting is changed only when it hands
 * it over (`owned`, as the page loader does with a freshly parsed answer): otherwise the steps change a copy.
 */
export function migrateSetting(
  sequence: MigrationSequence,
  version: unknown,
  setting: unknown,
  owned = false,
): Migrated {
  const from = version === undefined ? 1 : version;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 1) {
    return { error: `version must be a positive integer, not ${JSON.stringify(from)}` };
  }
  if (from > sequence.currentVersion) {
    return { error: `version ${from} is newer than this storefront knows (${sequence.currentVersion})` };
  }
  const steps = sequence.migrations.slice(from - 1);
  if (steps.length === 0 || typeof setting !== "object" || setting === null || Array.isArray(setting)) {
    return { setting, version: from };
  }
  let migrated = (owned ? setting : structuredClone(setting)) as WidgetSetting;
  for (const step of steps) {
    try {
      migrated = step.up(migrated) ?? migrated;
    } catch (error) {
      return { error: `migration ${step.id} failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { setting: migrated, version: sequence.currentVersion };
}
