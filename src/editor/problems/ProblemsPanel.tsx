import { observer } from "mobx-react-lite";
import { FormattedMessage } from "react-intl";
import type { EditorSession } from "../draft/EditorSession";
import { listProblems } from "./problemList";

/** Every problem of the page being edited; choosing one selects its node and focuses its field. */
export const ProblemsPanel = observer(function ProblemsPanel({
  session,
  kindLabel,
}: {
  session: EditorSession;
  kindLabel(kind: string): string;
}) {
  const problems = listProblems(session);
  return (
    <section aria-labelledby="problems-heading" className="editor-problems">
      <h2 id="problems-heading">
        <FormattedMessage id="editor.problems.heading" /> ({problems.length})
      </h2>
      {problems.length === 0 ? (
        <p className="editor-muted">
          <FormattedMessage id="editor.problems.none" />
        </p>
      ) : (
        <ul>
          {problems.map((problem) => (
            <li key={problem.key} className={`editor-problem editor-problem-${problem.severity}`}>
              <button
                type="button"
                className="editor-link-button"
                onClick={() => {
                  if (problem.lang !== session.contentLang) session.setContentLang(problem.lang);
                  session.select(problem.ukey, problem.field);
                }}
              >
                <span lang={problem.lang} className="editor-muted">
                  {problem.lang.toUpperCase()}
                </span>{" "}
                <FormattedMessage
                  id="editor.problems.in"
                  values={{ node: problem.kind ? kindLabel(problem.kind) : "—", message: problem.message }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
