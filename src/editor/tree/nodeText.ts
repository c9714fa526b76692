import type { EditorLang, PageNode } from "../contracts";

const TEXT_FIELDS = ["title", "heading", "text", "label"] as const;
const MAX_LENGTH = 40;

/** Nodes are never changed in place (an edit makes new ones), so each node's words are worked out once per language. */
const known = new WeakMap<PageNode, Partial<Record<EditorLang, string>>>();

/**
 * The node's own words for the outline: its title, heading, text or label setting, else the first text block
 * (paragraph); HTML stripped, spaces collapsed, cut at 40 characters. Empty when it has none.
 */
export function nodeText(node: PageNode, lang: EditorLang): string {
  const texts = known.get(node) ?? {};
  known.set(node, texts);
  return (texts[lang] ??= wordsOf(node, lang));
}

function wordsOf(node: PageNode, lang: EditorLang): string {
  const setting = (node.setting ?? node.info ?? {}) as Record<string, unknown>;
  const found = [...TEXT_FIELDS.map((field) => setting[field]), firstBlockHtml(setting.blocks)]
    .map((value) => textOf(value, lang))
    .find((text) => text !== "");
  return truncate(found ?? "");
}

function firstBlockHtml(blocks: unknown): unknown {
  if (!Array.isArray(blocks)) return undefined;
  const block: unknown = blocks.find((each) => typeof each?.html === "string");
  return (block as { html?: string } | undefined)?.html;
}

function textOf(value: unknown, lang: EditorLang): string {
  const text = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[lang] : value;
  if (typeof text !== "string") return "";
  const plain = new DOMParser().parseFromString(text, "text/html").body.textContent ?? "";
  return plain.replace(/\s+/g, " ").trim();
}

function truncate(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text;
}
