import { FormattedMessage } from "react-intl";
import type { NodeProblem } from "./normalizeTree";

/** What the shop owner sees (dev and preview) in place of a node that cannot be shown. */
export function NodePlaceholder({ problem }: { problem: NodeProblem }) {
  return (
    <div className="node-placeholder" role="note" data-pointer={problem.pointer}>
      <strong>
        <FormattedMessage
          id="renderer.placeholder.title"
          values={{ kind: problem.kind ?? "?", ukey: problem.ukey ?? "?" }}
        />
      </strong>{" "}
      <code>{problem.pointer}</code>
      <p>{problem.message}</p>
      {problem.errors.length > 0 && (
        <ul>
          {problem.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
