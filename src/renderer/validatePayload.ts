import { isRecord } from "~/lib/isRecord";
import { richTextRemovals } from "~/lib/richTextRemovals";
import type Ajv from "ajv";
import { formatAjvErrors, schemaId } from "~/schemas/ajv";
import type { WidgetZone } from "../../registry/types";
import type { NodeValidator } from "./nodeValidator";
import { normalizeTree, type RenderNode, type SanitizedField } from "./normalizeTree";

export interface PayloadProblem {
  /** JSON pointer of the offending value in the payload ("" for the payload itself). */
  pointer: string;
  message: string;
  /** An error unless said: a warning is what the storefront renders, but not as written. */
  severity?: "warning";
}

/** What a payload holds: page data (GET /api/page) or base data (GET /api/base), told apart by their fields. */
export type PayloadKind = "page" | "base";

export interface PayloadCheck {
  kind: PayloadKind | null;
  problems: PayloadProblem[];
  /**
   * The node trees as the renderer would show them, each where it is in the payload; a node at fault is a
   * placeholder (with its problem), so the nodes' places are the payload's.
   */
  trees: { pointer: string; zone: WidgetZone; nodes: RenderNode[] }[];
  /** The base data the payload carries (base data itself, or a page's base), when it does. */
  base: Record<string, unknown> | null;
}

/** One node tree of a document: where its children are and which zone's kinds it may hold. */
export interface NodeTreeAt {
  pointer: string;
  children: unknown;
  zone: WidgetZone;
}

/** The node trees of base data at `pointer`: its header, footer and (when it has one) free zone. */
export function baseDataTrees(
  base: { headerZone?: unknown; footerZone?: unknown; freeZone?: unknown },
  pointer: string,
): NodeTreeAt[] {
  const zones = [
    ["headerZone", "header"],
    ["footerZone", "footer"],
    ["freeZone", "page"],
  ] as const;
  return zones.flatMap(([field, zone]) => {
    const holder = base[field];
    if (typeof holder !== "object" || holder === null) return [];
    return [{ pointer: `${pointer}/${field}/children`, children: (holder as { children?: unknown }).children, zone }];
  });
}

const SCHEMAS: Record<PayloadKind, { envelope: string; data: string }> = {
  page: { envelope: "api/page-response.schema.json", data: "page.schema.json" },
  base: { envelope: "api/base-response.schema.json", data: "base.schema.json" },
};

function payloadKind(data: unknown): PayloadKind | null {
  if (!isRecord(data)) return null;
  if ("pageComponent" in data) return "page";
  return "headerZone" in data || "footerZone" in data ? "base" : null;
}

/**
 * Checks a recorded payload the way the storefront would: a GET /api/page or GET /api/base answer (the envelope
 * {success, data}) or the page or base data alone, told apart by their fields. The schema first, then every node
 * of every tree it carries through the renderer's pipeline (migrate, defaults, validate), so each problem is
 * named once, with its JSON pointer: a node's own problems by the pipeline, everything else by the schema.
 */
export function validatePayload(payload: unknown, ajv: Ajv, validator: NodeValidator): PayloadCheck {
  const copy = structuredClone(payload);
  const envelope = isRecord(copy) && "success" in copy;
  if (envelope && copy.success !== true) {
    const key = typeof copy.key === "string" ? ` (${copy.key})` : "";
    const message = `an error answer${key}, not page or base data`;
    return { kind: null, problems: [{ pointer: "/success", message }], trees: [], base: null };
  }
  const prefix = envelope ? "/data" : "";
  const data = envelope ? copy.data : copy;
  const kind = payloadKind(data);
  if (!kind || !isRecord(data)) {
    const message = "neither page data (with pageComponent) nor base data (with headerZone and footerZone)";
    return { kind: null, problems: [{ pointer: prefix, message }], trees: [], base: null };
  }

  const file = SCHEMAS[kind][envelope ? "envelope" : "data"];
  const validate = ajv.getSchema(schemaId(file));
  if (!validate) throw new Error(`${file} is not registered`);
  const trees =
    kind === "base"
      ? baseDataTrees(data, prefix)
      : [
          {
            pointer: `${prefix}/pageComponent/children`,
            children: (data.pageComponent as { children?: unknown })?.children,
            zone: "page" as const,
          },
          ...(isRecord(data.base) ? baseDataTrees(data.base, `${prefix}/base`) : []),
        ];
  const inTree = (pointer: string) =>
    trees.some((tree) => pointer === tree.pointer || pointer.startsWith(`${tree.pointer}/`));
  const schemaProblems = validate(copy)
    ? []
    : formatAjvErrors(validate.errors)
        .map(({ field, message }) => ({
          pointer: field === "/" ? "" : field,
          // the message names the field first: the pointer says it already
          message: message.slice(field.length + 1),
        }))
        .filter((problem) => !inTree(problem.pointer));
  const normalized = trees.map(({ pointer, children, zone }) => ({
    pointer,
    zone,
    ...normalizeTree(children, validator, { pointer, zone, keepInvalid: true, inputOwned: true }),
  }));
  const nodeProblems = normalized.flatMap((tree) => [
    ...tree.problems.map((problem) => ({
      pointer: problem.pointer,
      message: [problem.message, ...problem.errors].join("; "),
    })),
    ...sanitizerWarnings(tree.sanitized),
  ]);
  return {
    kind,
    problems: [...schemaProblems, ...nodeProblems],
    trees: normalized.map(({ pointer, zone, nodes }) => ({ pointer, zone, nodes })),
    base: kind === "base" ? data : isRecord(data.base) ? data.base : null,
  };
}

/** Rich text the sanitiser takes something out of: rendered, but not as written. */
function sanitizerWarnings(fields: readonly SanitizedField[]): PayloadProblem[] {
  return fields.flatMap(({ pointer, html, clean }) => {
    const removed = richTextRemovals(html, clean);
    return removed ? [{ pointer, message: `${removed} would be removed at render`, severity: "warning" as const }] : [];
  });
}
