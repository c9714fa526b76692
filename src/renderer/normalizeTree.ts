import type { WidgetSetting, WidgetZone } from "../../registry/types";
import type { AnyWidgetDefinition, NodeValidator } from "./nodeValidator";

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

export interface NormalizedTree {
  nodes: RenderNode[];
  problems: NodeProblem[];
}

/**
 * The renderer's one pipeline for live, preview and QA: for each node, check its shape, look its kind up in the
 * registry, migrate it to the current version, apply defaults and validate its setting. A node that fails is
 * reported with its JSON pointer and skipped (or kept as a placeholder), never breaking its siblings.
 */
export function normalizeTree(children: unknown, validator: NodeValidator, options: NormalizeOptions): NormalizedTree {
  const problems: NodeProblem[] = [];
  const nodes = normalizeChildren(children, options.pointer, validator, options, problems);
  return { nodes, problems };
}

function normalizeChildren(
  children: unknown,
  pointer: string,
  validator: NodeValidator,
  options: NormalizeOptions,
  problems: NodeProblem[],
): RenderNode[] {
  if (children === undefined) return [];
  if (!Array.isArray(children)) {
    problems.push({ pointer, message: `${pointer} must be an array of nodes`, errors: [] });
    return [];
  }
  const nodes: RenderNode[] = [];
  children.forEach((child, index) => {
    const node = normalizeNode(child, `${pointer}/${index}`, validator, options, problems);
    if (node) nodes.push(node);
  });
  return nodes;
}

function normalizeNode(
  raw: unknown,
  pointer: string,
  validator: NodeValidator,
  options: NormalizeOptions,
  problems: NodeProblem[],
): RenderNode | undefined {
  const reject = (message: string, errors: string[], ukey?: string, kind?: string): RenderNode | undefined => {
    const problem: NodeProblem = { pointer, ukey, kind, message, errors };
    problems.push(problem);
    return options.keepInvalid
      ? { ukey: ukey ?? pointer, kind: kind ?? "unknown", setting: {}, children: [], problem }
      : undefined;
  };

  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return reject("node must be an object", []);
  const node = raw as Record<string, unknown>;
  const ukey = typeof node.ukey === "string" && node.ukey !== "" ? node.ukey : undefined;
  const kind = typeof node.kind === "string" && node.kind !== "" ? node.kind : undefined;
  const shapeErrors = [
    ukey ? null : `${pointer}/ukey must be a non-empty string`,
    kind ? null : `${pointer}/kind must be a non-empty string`,
    node.type === "section" || node.type === "widget" ? null : `${pointer}/type must be one of: section, widget`,
  ].filter((error): error is string => error !== null);
  if (shapeErrors.length > 0 || !kind) return reject("invalid node", shapeErrors, ukey, kind);

  const definition = validator.definitionOf(kind);
  if (!definition) return reject(`unknown kind "${kind}"`, [], ukey, kind);
  if (!definition.zones.includes(options.zone)) {
    return reject(`kind "${kind}" is not allowed in the ${options.zone} zone`, [], ukey, kind);
  }

  const migrated = migrate(definition, node);
  if ("error" in migrated) return reject(migrated.error, [], ukey, kind);
  const callersSetting = migrated.setting === (node.setting ?? node.info);
  const setting = callersSetting && !options.inputOwned ? structuredClone(migrated.setting) : migrated.setting;
  const check = validator.checkSetting(kind, setting);
  if (!check.valid) {
    return reject(
      `invalid setting for kind "${kind}"`,
      check.errors.map((error) => `${pointer}${error.message}`),
      ukey,
      kind,
    );
  }

  let children: RenderNode[] = [];
  if (definition.acceptsChildren) {
    children = normalizeChildren(node.children, `${pointer}/children`, validator, options, problems);
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

function migrate(
  definition: AnyWidgetDefinition,
  node: Record<string, unknown>,
): { setting: unknown } | { error: string } {
  let setting = node.setting ?? node.info ?? {};
  const from = typeof node.version === "number" ? node.version : 1;
  if (from > definition.version) {
    return { error: `version ${from} is newer than this storefront knows (${definition.version})` };
  }
  for (let version = from; version < definition.version; version++) {
    const step = definition.migrations?.[version];
    if (!step) return { error: `no migration from version ${version} of kind "${definition.kind}"` };
    setting = step(structuredClone(setting) as WidgetSetting);
  }
  return { setting };
}
