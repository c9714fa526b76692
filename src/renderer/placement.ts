import type { WidgetDefinition, WidgetZone } from "../../registry/types";

type Placement = Pick<WidgetDefinition<never>, "zones" | "acceptsChildren">;

/**
 * What may stand where, for the renderer (which skips what breaks these rules) and the editor's outline (which
 * refuses to make such a tree): one place for both, so the outline never builds what the page would not show.
 */
export function isAllowedInZone(definition: Pick<Placement, "zones">, zone: WidgetZone): boolean {
  return definition.zones.includes(zone);
}

/** Whether a node of this kind shows children: the children of one that does not are not rendered. */
export function takesChildren(definition: Pick<Placement, "acceptsChildren">): boolean {
  return definition.acceptsChildren;
}
