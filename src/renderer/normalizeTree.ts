import type { WidgetSetting, WidgetZone } from "../../registry/types";
import { type ByteBudget, byteBudget, DOCUMENT_LIMITS, valueLimitProblems } from "./documentLimits";
import type { NodeValidator } from "./nodeValidator";
import { isAllowedInZone, takesChildren } from "./placement";

/** A node ready to render: known kind, migrated, defaults applied, valid, rich text sanitised. */
export interface RenderNode {
  ukey: string;
  kind: string;
  setting: WidgetSetting;
  children: RenderNode[];
  /** Present only on placeholders kept for dev and preview: why the node cannot be shown. */
  problem?: NodeProblem;
}

export interface NodeProblem {
  /** JSON pointer of the node in the page or zone document, e.g. /pageComponent/children/2. */
  pointer: string;
  ukey?: string;
  kind?: string;
  message: string;
  errors: string[];
  /** An invalid setting's errors one by one: each field's pointer in the document, and what is wrong with it. */
  fieldErrors?: { pointer: string; detail: string }[];
}

export interface NormalizeOptions {
  /** JSON pointer of the children array, e.g. "/headerZone/children". */
  pointer: string;
  zone: WidgetZone;
  /** Keep invalid nodes as placeholders (dev, preview); shoppers get them skipped. */
  keepInvalid: boolean;
  /**
   * The caller hands its data over (e.g. a freshly parsed API response): settings are completed in place instead
   * of copied first. Default false: the input stays as it was.
   */
  inputOwned?: boolean;
}

/** A rich text the sanitiser changed for rendering: its JSON pointer in the document, as sent and as rendered. */
export interface SanitizedField {
  pointer: string;
  html: string;
  clean: string;
}

export interface NormalizedTree {
  nodes: RenderNode[];
  problems: NodeProblem[];
  sanitized: SanitizedField[];
}

/** One tree's walk: what it found wrong and what it may still spend (DOCUMENT_LIMITS). */
interface Walk {
  validator: NodeValidator;
  options: NormalizeOptions;
  problems: NodeProblem[];
  sanitized: SanitizedField[];
  nodesLeft: number;
  budget: ByteBudget;
}

/**
 * The renderer's one pipeline for live, preview and QA: for each node, check its shape and size, look its kind up
 * in the registry, migrate it to the current version, apply defaults and validate its setting. A node that fails
 * is reported with its JSON pointer and skipped (or kept as a placeholder), never breaking its siblings. A tree
 * over DOCUMENT_LIMITS is cut: nodes past the node count, depth or byte budget are skipped and reported too, so
 * the work per tree is bounded whatever the document holds.
 */
export function normalizeTree(children: unknown, validator: NodeValidator, options: NormalizeOptions): NormalizedTree {
  const walk: Walk = {
    validator,
    options,
    problems: [],
    sanitized: [],
    nodesLeft: DOCUMENT_LIMITS.nodesPerTree,
    budget: byteBudget(DOCUMENT_LIMITS.treeBytes, "page or zone"),
  };
  const nodes = normalizeChildren(children, options.pointer, 1, walk);
  return { nodes, problems: walk.problems, sanitized: walk.sanitized };
}

function normalizeChildren(children: unknown, pointer: string, depth: number, walk: Walk): RenderNode[] {
  if (children === undefined) return [];
  if (!Array.isArray(children)) {
    walk.problems.push({ pointer, message: `${pointer} must be an array of nodes`, errors: [] });
    return [];
  }
  const nodes: RenderNode[] = [];
  const siblingUkeys = new Set<string>(); // a node is rendered (React key) and found (live preview) by its ukey
  for (const [index, child] of children.entries()) {
    if (walk.nodesLeft <= 0 || walk.budget.bytesLeft < 0) {
      walk.problems.push({ pointer: `${pointer}/${index}`, message: treeFullMessage(walk), errors: [] });
      break;
    }
    const node = normalizeNode(child, `${pointer}/${index}`, depth, walk, siblingUkeys);
    if (node) nodes.push(node);
  }
  return nodes;
}

function treeFullMessage(walk: Walk): string {
  const limit =
    walk.nodesLeft <= 0
      ? `${DOCUMENT_LIMITS.nodesPerTree.toLocaleString("en-US")} nodes`
      : `${DOCUMENT_LIMITS.treeBytes.toLocaleString("en-US")} bytes`;
  return `skipped with the nodes after it: a page or zone holds at most ${limit}`;
}

function normalizeNode(
  raw: unknown,
  pointer: string,
  depth: number,
  walk: Walk,
  siblingUkeys: Set<string>,
): RenderNode | undefined {
  const { validator, options, problems } = walk;
  const reject = (
    message: string,
    errors: string[],
    ukey?: string,
    kind?: string,
    fieldErrors?: NodeProblem["fieldErrors"],
  ): RenderNode | undefined => {
    const problem: NodeProblem = { pointer, ukey, kind, message, errors, ...(fieldErrors ? { fieldErrors } : {}) };
    problems.push(problem);
    return options.keepInvalid
      ? { ukey: ukey ?? pointer, kind: kind ?? "unknown", setting: {}, children: [], problem }
      : undefined;
  };

  walk.nodesLeft--;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return reject("node must be an object", []);
  if (depth > DOCUMENT_LIMITS.nodeDepth) {
    return reject(`nested deeper than ${DOCUMENT_LIMITS.nodeDepth} levels of nodes: skipped with its children`, []);
  }
  const sizeErrors = Object.entries(raw).flatMap(([key, value]) =>
    key === "children" ? [] : valueLimitProblems(value, `${pointer}/${key}`, DOCUMENT_LIMITS.settingDepth, walk.budget),
  );
  if (sizeErrors.length > 0) {
    return reject(
      "node over the document limits",
      sizeErrors.map((problem) => problem.message),
    );
  }
  const node = raw as Record<string, unknown>;
  const ukey = typeof node.ukey === "string" && node.ukey !== "" ? node.ukey : undefined;
  const kind = typeof node.kind === "string" && node.kind !== "" ? node.kind : undefined;
  const shapeErrors = [
    ukey ? null : `${pointer}/ukey must be a non-empty string`,
    kind ? null : `${pointer}/kind must be a non-empty string`,
    node.type === "section" || node.type === "widget" ? null : `${pointer}/type must be one of: section, widget`,
  ].filter((error): error is string => error !== null);
  if (shapeErrors.length > 0 || !kind) return reject("invalid node", shapeErrors, ukey, kind);
  if (ukey && siblingUkeys.has(ukey)) {
    return reject(`ukey "${ukey}" is taken by an earlier sibling: skipped`, [], undefined, kind);
  }
  if (ukey) siblingUkeys.add(ukey);

  const definition = validator.definitionOf(kind);
  if (!definition) return reject(`unknown kind "${kind}"`, [], ukey, kind);
  if (!isAllowedInZone(definition, options.zone)) {
    return reject(`kind "${kind}" is not allowed in the ${options.zone} zone`, [], ukey, kind);
  }

  const stored = node.setting ?? node.info ?? {};
  const sent = node.version ?? 1;
  const migrated = validator.migrate(kind, node.version, stored, options.inputOwned);
  if ("error" in migrated) return reject(migrated.error, [], ukey, kind);
  if (options.inputOwned && migrated.version !== sent) {
    // the caller's node says what it now holds: normalising it again migrates nothing twice
    node.version = migrated.version;
    node[node.setting === undefined && node.info !== undefined ? "info" : "setting"] = migrated.setting;
  }
  const callersSetting = migrated.setting === stored;
  const setting = callersSetting && !options.inputOwned ? structuredClone(migrated.setting) : migrated.setting;
  const check = validator.checkSetting(kind, setting);
  if (!check.valid) {
    // a setting migrated first is checked as the version it became: say so, or a field the sender never had is named
    const readAs =
      migrated.version === sent ? "" : ` (sent as version ${sent}, checked as version ${migrated.version})`;
    return reject(
      `invalid setting for kind "${kind}"${readAs}`,
      check.errors.map((error) => `${pointer}${error.message}`),
      ukey,
      kind,
      check.errors.map((error) => ({
        pointer: `${pointer}${error.field}`,
        detail: error.message.slice(error.field.length + 1),
      })),
    );
  }

  for (const { field, html, clean } of check.sanitized)
    walk.sanitized.push({ pointer: `${pointer}${field}`, html, clean });
  let children: RenderNode[] = [];
  if (takesChildren(definition)) {
    children = normalizeChildren(node.children, `${pointer}/children`, depth + 1, walk);
  } else if (Array.isArray(node.children) && node.children.length > 0) {
    problems.push({
      pointer: `${pointer}/children`,
      ukey,
      kind,
      message: `kind "${kind}" takes no children: they are not shown`,
      errors: [],
    });
  }
  return { ukey: ukey ?? pointer, kind, setting: check.setting, children };
}
