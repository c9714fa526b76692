import { widgetDefinitions } from "~/generated/widget-registry";
export async function loadKindSchema(kind: string): Promise<object> {
  const d = widgetDefinitions.find((x) => x.kind === kind)!;
  return (await d.loadSchema()).default;
}
