import { findNodeAtLocation, type Node, parseTree } from "jsonc-parser";
import { isRecord } from "~/lib/isRecord";

export type Severity = "error" | "warning";

/** One problem of one file, as every output format reports it (docs/qa.md). */
export interface ProblemRecord {
  file: string;
  /** JSON pointer of the offending value; null for the file as a whole (not JSON at all). */
  pointer: string | null;
  /** The kind and ukey of the node the pointer is in (the nearest one holding it), when it is in one. */
  kind: string | null;
  ukey: string | null;
  severity: Severity;
  message: string;
  /** Where the value starts in the file, counted from 1; null when the pointer names nothing there. */
  line: number | null;
  column: number | null;
}

/** The pointer's reference tokens, unescaped (RFC 6901). */
function tokensOf(pointer: string): string[] {
  return pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The node (an object with a string `kind` or `ukey`) nearest the value at `pointer`, holding it or being it. */
function enclosingNode(payload: unknown, pointer: string): { kind: string | null; ukey: string | null } {
  let found = { kind: null as string | null, ukey: null as string | null };
  let value = payload;
  for (const token of ["", ...tokensOf(pointer)]) {
    if (token !== "")
      value = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[token] : undefined;
    if (isRecord(value) && (typeof value.kind === "string" || typeof value.ukey === "string")) {
      found = {
        kind: typeof value.kind === "string" ? value.kind : null,
        ukey: typeof value.ukey === "string" ? value.ukey : null,
      };
    }
  }
  return found;
}

/**
 * The line and column (from 1) where the value at `pointer` starts in `text`, or where the nearest value holding it
 * does (a required field that is missing: the object that lacks it).
 */
function positionOf(
  text: string,
  root: Node | undefined,
  pointer: string,
): { line: number | null; column: number | null } {
  const path = tokensOf(pointer).map((token) => (/^(0|[1-9]\d*)$/.test(token) ? Number(token) : token));
  for (let length = path.length; root && length >= 0; length--) {
    const node = findNodeAtLocation(root, path.slice(0, length));
    if (!node) continue;
    const before = text.slice(0, node.offset).split("\n");
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
  return { line: null, column: null };
}

/** The problems found in `file` (its text and, when it parsed, its payload) as records; the text is parsed once. */
export function problemRecords(
  file: string,
  text: string,
  payload: unknown,
  problems: readonly { pointer: string | null; message: string; severity?: Severity }[],
): ProblemRecord[] {
  const root = problems.some((problem) => problem.pointer !== null) ? parseTree(text) : undefined;
  return problems.map(({ pointer, message, severity = "error" }) => {
    const node = pointer === null ? { kind: null, ukey: null } : enclosingNode(payload, pointer);
    const position = pointer === null ? { line: null, column: null } : positionOf(text, root, pointer);
    return { file, pointer, ...node, severity, message, ...position };
  });
}
