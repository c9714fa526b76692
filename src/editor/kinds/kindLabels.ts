import { widgetDefinitions } from "~/generated/widget-registry";
import type { EditorLang, Localized } from "../contracts";

export type KindLabels = ReadonlyMap<string, Localized>;

/** Every kind's name for owners (its schema's root `x-label`), loaded once when the editing screen opens. */
export async function loadKindLabels(): Promise<KindLabels> {
  const entries = await Promise.all(
    widgetDefinitions.map(async (definition) => {
      const schema = (await definition.loadSchema()).default as { "x-label"?: Localized };
      return [definition.kind, schema["x-label"] ?? { th: definition.kind, en: definition.kind }] as const;
    }),
  );
  return new Map(entries);
}

export function kindLabelIn(labels: KindLabels, lang: EditorLang): (kind: string) => string {
  return (kind) => labels.get(kind)?.[lang] ?? kind;
}
