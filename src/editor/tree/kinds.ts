import { widgetDefinitions } from "~/generated/widget-registry";
import type { AnyWidgetDefinition } from "~/renderer/nodeValidator";

const definitions = new Map<string, AnyWidgetDefinition>(
  (widgetDefinitions as readonly AnyWidgetDefinition[]).map((definition) => [definition.kind, definition]),
);

/** Every registered kind, in the registry's order. */
export const allKinds: readonly string[] = [...definitions.keys()];

/** The registry entry of a kind; undefined for a kind this editor does not know (the renderer skips such nodes). */
export function definitionOf(kind: string): AnyWidgetDefinition | undefined {
  return definitions.get(kind);
}
