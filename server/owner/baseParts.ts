import type { BaseData } from "~/generated/schemas";

/** The documents that are parts of a shop's base data (pages are rows of their own). */
export type BaseDocumentType = "header" | "footer" | "settings";

/** The base data fields the header and footer documents hold; the settings document holds the rest. */
export const ZONE_FIELD = { header: "headerZone", footer: "footerZone" } as const;

/** A document's part of one language's base data: its zone, or the settings (everything but the two zones). */
export function basePartOf(base: BaseData, type: BaseDocumentType): object {
  if (type !== "settings") return base[ZONE_FIELD[type]];
  const { headerZone: _header, footerZone: _footer, ...settings } = base;
  return settings;
}

/** Base data with a document's part put in: its zone replaced, or new settings around the zones `base` has. */
export function withBasePart(base: BaseData, type: BaseDocumentType, part: object): BaseData {
  return type === "settings"
    ? { ...(part as BaseData), headerZone: base.headerZone, footerZone: base.footerZone }
    : { ...base, [ZONE_FIELD[type]]: part };
}

/** Settings as base data the schema can check: around empty zones (the header and footer are checked on their own). */
export function settingsAsBase(settings: object): BaseData {
  return { ...(settings as BaseData), headerZone: { children: [] }, footerZone: { children: [] } };
}
