import { ratioText } from "~/lib/contrast";
import type { ContentLang } from "~/lib/localePath";
import type { RenderNode } from "~/renderer/normalizeTree";
import type { ContrastFinding } from "./contrastScan";
import type { PreviewProblem, PreviewTree } from "./protocol";

/** A tree the frame shows: its name in the report, the JSON pointer of its children, its nodes. */
export interface ShownTree {
  name: PreviewTree;
  pointer: string;
  nodes: readonly RenderNode[];
}

/** The setting that chooses a node's background: the inspector focuses it (a section's tone). */
const BACKGROUND_FIELD = "tone";

/**
 * The words of a contrast warning in the page's language, kept here (the preview's chunk) as catalogueProblems'
 * are: what the text is, its colours, the contrast it has and needs, and what to change.
 */
const SAY: Record<ContentLang, (finding: ContrastFinding, toned: boolean) => string> = {
  en: (finding, toned) =>
    `Hard to read: "${finding.excerpt}" is ${finding.foreground} text on a ${finding.background} background, ` +
    `contrast ${ratioText(finding.ratio)}:1 where shoppers need at least ${finding.required}:1. ` +
    (toned ? "Choose another background." : "The theme's colours or the shop's CSS make it so."),
  th: (finding, toned) =>
    `อ่านยาก: "${finding.excerpt}" ตัวอักษรสี ${finding.foreground} บนพื้นสี ${finding.background} ` +
    `ความต่างของสี ${ratioText(finding.ratio)}:1 แต่ลูกค้าต้องการอย่างน้อย ${finding.required}:1 ` +
    (toned ? "ลองเลือกสีพื้นหลังอื่น" : "สีนี้มาจากธีมหรือ CSS ของร้าน"),
};

/**
 * The contrast check's findings as warnings at their nodes in the trees shown: at the node's background setting
 * when it has one (`…/setting/tone`), else at the node. Findings of nodes no tree holds (gone since) are dropped.
 */
export function contrastProblems(
  findings: readonly ContrastFinding[],
  trees: readonly ShownTree[],
  lang: ContentLang,
): PreviewProblem[] {
  return findings.flatMap((finding) => {
    const found = findNode(trees, finding.ukey);
    if (!found) return [];
    const { tree, node, pointer } = found;
    const toned = !node.problem && typeof node.setting?.[BACKGROUND_FIELD] === "string";
    return [
      {
        tree,
        pointer: toned ? `${pointer}/setting/${BACKGROUND_FIELD}` : pointer,
        ukey: node.ukey,
        kind: node.kind,
        message: SAY[lang](finding, toned),
        messages: [],
        severity: "warning" as const,
      },
    ];
  });
}

function findNode(
  trees: readonly ShownTree[],
  ukey: string,
): { tree: PreviewTree; node: RenderNode; pointer: string } | null {
  const visit = (nodes: readonly RenderNode[], pointer: string): { node: RenderNode; pointer: string } | null => {
    for (const [index, node] of nodes.entries()) {
      const here = `${pointer}/${index}`;
      const found = node.ukey === ukey ? { node, pointer: here } : visit(node.children, `${here}/children`);
      if (found) return found;
    }
    return null;
  };
  for (const tree of trees) {
    const found = visit(tree.nodes, tree.pointer);
    if (found) return { tree: tree.name, ...found };
  }
  return null;
}
