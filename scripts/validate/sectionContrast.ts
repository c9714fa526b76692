import { readFileSync } from "node:fs";
import { appFile } from "../../server/appFiles.js";
import { AA_NORMAL, contrastRatio, hexOf, parseCssColour, ratioText, type Rgba } from "~/lib/contrast";
import type { BaseData } from "~/generated/schemas";
import { shopLookOf } from "~/app/loaders/shopLook.server";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { PayloadProblem } from "~/renderer/validatePayload";
import { declaredProperties } from "~/styles/customProperties";

/** A stylesheet beside the code: the repository's, or the copy a production build carries (appFile). */
const css = (path: Parameters<typeof appFile>[0]) => readFileSync(appFile(path), "utf8");
const BASE_CSS = css("src/styles/base.css");
const THEMES_CSS = css("src/styles/themes.css");
const SECTION_CSS = css("widgets/section/section.css");

/** The shop's custom properties as its pages set them: base.css's tokens, its theme's, then its own (shopLook). */
function shopProperties(base: BaseData): Record<string, string> {
  const look = shopLookOf(base, () => {});
  return {
    ...declaredProperties(BASE_CSS, ":root"),
    ...declaredProperties(THEMES_CSS, `[data-theme="${look.theme}"]`),
    ...look.style,
  };
}

/** A value with its var() references followed; null for what is no colour parseCssColour reads. */
function colourOf(value: string, properties: Record<string, string>, depth = 0): Rgba | null {
  const reference = /^var\(\s*(--[a-z0-9-]+)\s*\)$/.exec(value.trim())?.[1];
  if (!reference) return parseCssColour(value);
  const next = properties[reference];
  return next === undefined || depth > 8 ? null : colourOf(next, properties, depth + 1);
}

/** A tone's text and background (section.css's --section-fg on --section-bg, else the page's), when known. */
function toneColours(tone: string, properties: Record<string, string>): { text: Rgba; background: Rgba } | null {
  const own = declaredProperties(SECTION_CSS, `.w-section--${tone}`);
  const text = colourOf(own["--section-fg"] ?? "var(--color-text)", properties);
  const background = colourOf(own["--section-bg"] ?? "var(--color-bg)", properties);
  return text && background ? { text, background } : null;
}

/**
 * Sections whose tone's text is below WCAG AA (4.5:1) on its background with the shop's colours (its theme,
 * globalConfig and slotStyle; slotCss is not read), each at its setting's tone.
 */
export function sectionContrastWarnings(
  trees: readonly { pointer: string; nodes: readonly RenderNode[] }[],
  base: Record<string, unknown> | null,
): PayloadProblem[] {
  if (!base) return [];
  const properties = shopProperties(base as unknown as BaseData);
  const warnings: PayloadProblem[] = [];
  const visit = (node: RenderNode, pointer: string) => {
    const tone = node.kind === "section" && !node.problem ? (node.setting as { tone?: string }).tone : undefined;
    const colours = tone ? toneColours(tone, properties) : null;
    const ratio = colours ? contrastRatio(colours.text, colours.background) : Infinity;
    if (colours && ratio < AA_NORMAL) {
      const message =
        `the ${tone} tone's text ${hexOf(colours.text)} on ${hexOf(colours.background)} has a contrast of ` +
        `${ratioText(ratio)}:1, below WCAG AA's ${AA_NORMAL}:1`;
      warnings.push({ pointer: `${pointer}/setting/tone`, message, severity: "warning" });
    }
    node.children.forEach((child, index) => visit(child, `${pointer}/children/${index}`));
  };
  for (const tree of trees) tree.nodes.forEach((node, index) => visit(node, `${tree.pointer}/${index}`));
  return warnings;
}
