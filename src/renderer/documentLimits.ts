/**
 * Limits on shop documents, checked at import (server/shops/validateShopDocument.ts) and again at render
 * (normalizeTree), so a document stored before them, or sent by a preview, cannot hurt either. The real shops
 * (shops/*.json) are far inside: strings of at most 2,286 bytes, 54 nodes and 16 KB per page, nodes 5 deep,
 * settings 4 deep, 415 KB per document (47 products).
 */
export const DOCUMENT_LIMITS = {
  /** UTF-8 bytes of one string: 43 times the longest real one. */
  stringBytes: 100_000,
  /**
   * UTF-8 bytes of a rich-text string (RICH_TEXT_KEYS): a paragraph block's schema allows 100,000 characters,
   * 300,000 bytes in Thai.
   */
  richTextBytes: 300_000,
  /** Nodes of one page or zone tree: 37 times the largest real page; each node is a React subtree to render. */
  nodesPerTree: 2_000,
  /** Levels of nodes (a top-level node is at level 1). */
  nodeDepth: 32,
  /** Levels of objects and arrays inside one node's setting. */
  settingDepth: 16,
  /** UTF-8 bytes of the strings of one page or zone tree: 128 times the largest real page. */
  treeBytes: 2 * 1024 * 1024,
  /** Bytes of a whole shop document as JSON: room for some 20,000 products like the demo shop's. */
  documentBytes: 32 * 1024 * 1024,
  /**
   * UTF-8 bytes of a stored page's JSON as the database prints it (pages.json_bytes): twice the tree's budget, room
   * for the database's spacing and the page's head. A page over it is refused at import and never read at render.
   */
  storedPageBytes: 4 * 1024 * 1024,
} as const;

/**
 * Levels of objects and arrays in a whole shop document: a page tree starts 5 levels down (/pages/0/th/
 * pageComponent/children), each level of nodes takes 2, a setting its own.
 */
export const DOCUMENT_JSON_DEPTH = 8 + 2 * DOCUMENT_LIMITS.nodeDepth + DOCUMENT_LIMITS.settingDepth;

/** Keys whose strings are rich text (paragraph blocks' html, products' details, blogs' content). */
const RICH_TEXT_KEYS = new Set(["html", "details", "content"]);

/** How many problems one check lists at most: a document with 100,000 long strings needs no 100,000 lines. */
const MAX_PROBLEMS = 20;

/** What a check may still spend, shared by the values of one tree or document. */
export interface ByteBudget {
  bytesLeft: number;
  /** The limit the budget started from, for messages. */
  readonly limit: number;
  /** What the budget covers, for messages ("page or zone", "document"). */
  readonly what: string;
}

export function byteBudget(limit: number, what: string): ByteBudget {
  return { bytesLeft: limit, limit, what };
}

/** A value over a limit, by JSON pointer; the message starts with the pointer. */
export interface LimitProblem {
  pointer: string;
  message: string;
}

/**
 * Checks a JSON value against the string limits, a nesting depth and a shared byte budget, and returns its
 * problems, e.g. `/pages/3/th/…/html: string of 10,485,760 bytes exceeds
 * 300,000`. Walks with a stack of its own, so any depth is safe; stops at MAX_PROBLEMS, below `maxDepth` and once
 * the budget is spent.
 */
export function valueLimitProblems(
  value: unknown,
  pointer: string,
  maxDepth: number,
  budget: ByteBudget,
): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const report = (item: WalkItem, message: string) => {
    const at = pointerOf(item);
    problems.push({ pointer: at, message: `${at}: ${message}` });
  };
  const root: WalkItem = { value, parent: null, key: pointer, depth: 0 };
  const stack: WalkItem[] = [root];
  while (stack.length > 0 && problems.length < MAX_PROBLEMS) {
    const item = stack.pop() as WalkItem;
    if (typeof item.value === "string") {
      const bytes = utf8Bytes(item.value);
      const limit = RICH_TEXT_KEYS.has(keyOf(item)) ? DOCUMENT_LIMITS.richTextBytes : DOCUMENT_LIMITS.stringBytes;
      if (bytes > limit) report(item, `string of ${count(bytes)} bytes exceeds ${count(limit)}`);
      else budget.bytesLeft -= bytes + 2; // a string refused is not kept: it spends nothing
    } else if (typeof item.value === "object" && item.value !== null) {
      if (item.depth >= maxDepth) {
        report(item, `nested deeper than ${maxDepth} levels`);
        continue;
      }
      budget.bytesLeft -= 2;
      if (Array.isArray(item.value)) {
        budget.bytesLeft -= item.value.length;
        item.value.forEach((child, index) =>
          stack.push({ value: child, parent: item, key: index, depth: item.depth + 1 }),
        );
      } else {
        for (const [key, child] of Object.entries(item.value)) {
          budget.bytesLeft -= utf8Bytes(key) + 4;
          stack.push({ value: child, parent: item, key, depth: item.depth + 1 });
        }
      }
    } else {
      budget.bytesLeft -= String(item.value).length;
    }
    if (budget.bytesLeft < 0) {
      report(item, `the ${budget.what} exceeds ${count(budget.limit)} bytes here; it is not read further`);
      break;
    }
  }
  return problems;
}

/** A value met by the walk; its pointer is built only when a problem names it. */
interface WalkItem {
  value: unknown;
  parent: WalkItem | null;
  /** The key or index in its parent; the root's is the whole pointer it was given. */
  key: string | number;
  depth: number;
}

function keyOf(item: WalkItem): string {
  return item.parent ? String(item.key) : String(item.key).slice(String(item.key).lastIndexOf("/") + 1);
}

function pointerOf(item: WalkItem): string {
  const keys: string[] = [];
  let at: WalkItem = item;
  while (at.parent) {
    keys.push(escapePointer(String(at.key)));
    at = at.parent;
  }
  return [String(at.key), ...keys.reverse()].join("/");
}

/** UTF-8 length without encoding the string (the browser has no Buffer.byteLength). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4; // a surrogate pair: one 4-byte character
      index++;
    } else bytes += 3;
  }
  return bytes;
}

function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

function count(value: number): string {
  return value.toLocaleString("en-US");
}
