import type Ajv from "ajv";
import { formatAjvErrors, schemaId } from "~/schemas/ajv";
import type { WidgetZone } from "../../registry/types";
import type { NodeValidator } from "./nodeValidator";
import { normalizeTree } from "./normalizeTree";

export interface PayloadProblem {
  pointer: string;
  message: string;
}

/**
 * Checks a recorded GET /api/page payload (the envelope {success, data} or the page data alone) the way the
 * storefront would: the page schema first, then every node of the page and of the base zones it carries.
 */
export function validatePagePayload(payload: unknown, ajv: Ajv, validator: NodeValidator): PayloadProblem[] {
  const isEnvelope = typeof payload === "object" && payload !== null && "success" in payload;
  const schema = isEnvelope ? "api/page-response.schema.json" : "page.schema.json";
  const validate = ajv.getSchema(schemaId(schema));
  if (!validate) throw new Error(`${schema} is not registered`);
  const copy = structuredClone(payload);
  if (!validate(copy)) {
    return formatAjvErrors(validate.errors).map((error) => ({ pointer: error.field, message: error.message }));
  }
  const prefix = isEnvelope ? "/data" : "";
  const page = (isEnvelope ? (copy as { data: unknown }).data : copy) as {
    pageComponent: { children: unknown };
    base?: { headerZone: { children: unknown }; footerZone: { children: unknown } };
  };
  const trees: { pointer: string; children: unknown; zone: WidgetZone }[] = [
    { pointer: `${prefix}/pageComponent/children`, children: page.pageComponent.children, zone: "page" },
  ];
  if (page.base) {
    trees.push({
      pointer: `${prefix}/base/headerZone/children`,
      children: page.base.headerZone.children,
      zone: "header",
    });
    trees.push({
      pointer: `${prefix}/base/footerZone/children`,
      children: page.base.footerZone.children,
      zone: "footer",
    });
  }
  return trees.flatMap(({ pointer, children, zone }) =>
    normalizeTree(children, validator, { pointer, zone, keepInvalid: false }).problems.map((problem) => ({
      pointer: problem.pointer,
      message: [problem.message, ...problem.errors].join("; "),
    })),
  );
}
