import { observer } from "mobx-react-lite";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import type { Role } from "../api/ownerTypes";
import { type Publishable, type PublishOutcome, publishAll } from "./publishAll";

/** The publish button, with how many problems block it, and what the last publish did. */
export const PublishBar = observer(function PublishBar({ session, role }: { session: Publishable; role: Role }) {
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const blocking = session.serverProblems.length;
  const unpublished = Object.values(session.docs).some((doc) => doc.hasUnpublished);
  const publish = async () => {
    setBusy(true);
    setOutcome(await publishAll(session));
    setBusy(false);
  };
  return (
    <div className="editor-publish">
      <button
        type="button"
        className="editor-primary"
        onClick={() => void publish()}
        disabled={busy || role !== "owner" || blocking > 0 || !unpublished}
        aria-describedby="publish-status"
      >
        <FormattedMessage id="editor.publish" />
      </button>
      <span id="publish-status" role="status" className="editor-muted">
        {role !== "owner" ? (
          <FormattedMessage id="editor.publish.forbidden" />
        ) : blocking > 0 ? (
          <FormattedMessage id="editor.publish.blocked" values={{ count: blocking }} />
        ) : outcome ? (
          <OutcomeText outcome={outcome} />
        ) : null}
      </span>
    </div>
  );
});

function OutcomeText({ outcome }: { outcome: PublishOutcome }) {
  switch (outcome.status) {
    case "published":
      return <FormattedMessage id="editor.publish.done" />;
    case "refused":
      return <FormattedMessage id="editor.publish.refused" values={{ count: outcome.problems.length }} />;
    case "forbidden":
      return <FormattedMessage id="editor.publish.forbidden" />;
    case "failed":
      return <FormattedMessage id="editor.error.generic" values={{ message: outcome.message }} />;
  }
}
