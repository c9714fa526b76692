import type { ComponentType, ReactNode } from "react";

/** Where a node may be placed. */
export type WidgetZone = "header" | "footer" | "page";

/** Props every widget component receives: its validated setting (schema defaults applied) and rendered children. */
export interface WidgetProps<Setting> {
  ukey: string;
  setting: Setting;
  children?: ReactNode;
}

export type WidgetSetting = Record<string, unknown>;

/** One registry entry: everything the renderer needs to know about a kind, declared, never computed. */
export interface WidgetDefinition<Setting = WidgetSetting> {
  kind: string;
  /** Current version of the setting shape; older nodes are migrated up to it before validation. */
  version: number;
  /** The JSON Schema of the setting, loaded lazily so shoppers never download it. */
  loadSchema: () => Promise<{ default: object }>;
  /** The component, a lazy chunk. */
  load: () => Promise<{ default: ComponentType<WidgetProps<Setting>> }>;
  zones: readonly WidgetZone[];
  /** Whether the kind renders child nodes. */
  acceptsChildren: boolean;
  /** migrations[n] turns a version-n setting into a version-(n+1) setting. */
  migrations?: Readonly<Record<number, (setting: WidgetSetting) => WidgetSetting>>;
}

export function defineWidget<Setting>(definition: WidgetDefinition<Setting>): WidgetDefinition<Setting> {
  return definition;
}
