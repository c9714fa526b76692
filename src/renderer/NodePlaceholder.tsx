import { useId } from "react";
import { Message } from "~/i18n/Message";
import type { NodeProblem } from "./normalizeTree";

/**
 * What the shop owner sees (dev and preview) in place of a node that cannot be shown: its kind and ukey, where it
 * is in the document (JSON pointer) and every failed check. It carries the node's ukey, so the live preview can
 * select it like any widget.
 */
export function NodePlaceholder({ problem }: { problem: NodeProblem }) {
  const titleId = useId();
  return (
    <div
      className="node-placeholder"
      role="note"
      aria-labelledby={titleId}
      data-pointer={problem.pointer}
      data-ukey={problem.ukey}
    >
      <strong id={titleId}>
        <Message id="renderer.placeholder.title" values={{ kind: problem.kind ?? "?", ukey: problem.ukey ?? "?" }} />
      </strong>
      <dl>
        <dt>
          <Message id="renderer.placeholder.pointer" />
        </dt>
        <dd>
          <code>{problem.pointer}</code>
        </dd>
        <dt>
          <Message id="renderer.placeholder.problems" />
        </dt>
        <dd>
          <p>{problem.message}</p>
          {problem.errors.length > 0 && (
            <ul>
              {problem.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}
