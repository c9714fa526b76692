import type { ComponentType, ReactNode } from "react";
import type { MigrationSequence } from "~/schemas/migrations";

/** Where a node may be placed. */
export type WidgetZone = "header" | "footer" | "page";

/** Props every widget component receives: its validated setting (schema defaults applied) and rendered children. */
export interface WidgetProps<Setting> {
  ukey: string;
  setting: Setting;
  children?: ReactNode;
}

export type WidgetSetting = Record<string, unknown>;

/**
 * Catalogue data a node shows. The page loader gathers the needs of every node of a render and fetches each kind
 * of data once (one product batch for the whole page), so widgets render from what the page brings.
 */
export interface CatalogueNeeds {
  productUuids?: readonly string[];
  /** Every category of the shop. */
  categories?: boolean;
  /** The categories the setting names (a live preview reports one the shop does not have). */
  categoryIds?: readonly number[];
  /** The newest blog posts, this many. */
  blogs?: number;
}

/** One registry entry: everything the renderer needs to know about a kind, declared, never computed. */
export interface WidgetDefinition<Setting = WidgetSetting> {
  kind: string;
  /** The JSON Schema of the setting, loaded lazily so shoppers never download it. */
  loadSchema: () => Promise<{ default: object }>;
  /** The component, a lazy chunk. */
  load: () => Promise<{ default: ComponentType<WidgetProps<Setting>> }>;
  zones: readonly WidgetZone[];
  /** Whether the kind renders child nodes. */
  acceptsChildren: boolean;
  /** The catalogue data a node of this kind shows, from its (validated) setting. */
  needs?: (setting: Setting) => CatalogueNeeds;
  /**
   * The setting's versions table and up-steps (createMigrationSequence), loaded lazily like the schema: older nodes
   * are migrated to the last version before validation. Absent while the kind is at version 1.
   */
  loadMigrations?: () => Promise<{ default: MigrationSequence }>;
}

export function defineWidget<Setting>(definition: WidgetDefinition<Setting>): WidgetDefinition<Setting> {
  return definition;
}
