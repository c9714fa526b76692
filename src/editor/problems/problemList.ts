import type { EditorLang } from "../contracts";
import type { EditorSession } from "../draft/EditorSession";

/** One line of the problems panel: where (the node and the field inside its setting) and why. */
export interface ListedProblem {
  key: string;
  source: "frame" | "server";
  lang: EditorLang;
  ukey: string | null;
  kind: string | null;
  /** A JSON pointer inside the node's setting ("/title"), or null when the problem is not in a setting. */
  field: string | null;
  message: string;
  severity: "error" | "warning";
}

/** The field a pointer names inside a node's setting: `/…/setting/sliders/0/title` → `/sliders/0/title`. */
export function settingFieldOf(pointer: string): string | null {
  const at = pointer.lastIndexOf("/setting");
  if (at < 0) return null;
  const rest = pointer.slice(at + "/setting".length);
  return rest === "" || rest.startsWith("/") ? rest : null;
}

/**
 * The frame's live report for the language shown and the server's problems of the saved drafts (every language),
 * without the server's lines the frame already reports.
 */
export function listProblems(session: EditorSession): ListedProblem[] {
  const frame: ListedProblem[] = session.frameProblems.map((problem, index) => ({
    key: `frame-${index}`,
    source: "frame",
    lang: session.contentLang,
    ukey: problem.ukey ?? null,
    kind: problem.kind ?? null,
    field: settingFieldOf(problem.pointer),
    message: [problem.message, ...problem.messages].join("; "),
    severity: problem.severity ?? "error",
  }));
  const shown = new Set(frame.map((problem) => `${problem.ukey}${problem.field}`));
  const server: ListedProblem[] = session.serverProblems
    .filter(
      (problem) =>
        problem.lang !== session.contentLang || !shown.has(`${problem.ukey}${settingFieldOf(problem.pointer)}`),
    )
    .map((problem, index) => ({
      key: `server-${index}`,
      source: "server",
      lang: problem.lang,
      ukey: problem.ukey,
      kind: problem.kind,
      field: settingFieldOf(problem.pointer),
      message: problem.message,
      severity: "error",
    }));
  return [...frame, ...server];
}
