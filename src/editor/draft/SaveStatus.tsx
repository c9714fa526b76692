import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { FormattedDate, FormattedMessage, FormattedTime } from "react-intl";
import { callOwnerApi } from "../api/ownerClient";
import type { DocumentSummary } from "../api/ownerTypes";
import type { DraftDocument } from "./DraftDocument";
import { keepAsCopy } from "./keepAsCopy";
import type { EditorSession } from "./EditorSession";

const STATE_ORDER = ["conflict", "refused", "offline", "saving", "pending", "saved"] as const;

/** Where the edits are (saved, saving, kept offline), and a conflict to settle when someone else saved first. */
export const SaveStatus = observer(function SaveStatus({ session }: { session: EditorSession }) {
  return <DocumentsSaveStatus docs={Object.values(session.docs)} />;
});

/** SaveStatus of any documents edited together (a page with its zones, or the shop settings alone). */
export const DocumentsSaveStatus = observer(function DocumentsSaveStatus({ docs }: { docs: readonly DraftDocument[] }) {
  const state = STATE_ORDER.find((candidate) => docs.some((doc) => doc.state === candidate)) ?? "saved";
  const conflicted = docs.find((doc) => doc.state === "conflict");
  return (
    <div className="editor-save-status">
      <span role="status" data-save-state={state} className={`editor-save editor-save-${state}`}>
        {state === "refused" ? (
          <FormattedMessage
            id="editor.save.refused"
            values={{ reason: docs.find((doc) => doc.refusal)?.refusal ?? "" }}
          />
        ) : (
          state !== "conflict" && <FormattedMessage id={`editor.save.${state}`} />
        )}
      </span>
      {conflicted && <Conflict doc={conflicted} />}
    </div>
  );
});

/** Someone else saved first: whose version, then load theirs, or keep mine (a page as a copy, a zone over theirs). */
function Conflict({ doc }: { doc: DraftDocument }) {
  const [change, setChange] = useState<DocumentSummary | null>(null);
  const [copy, setCopy] = useState<string | null>(null);
  useEffect(() => {
    void callOwnerApi<DocumentSummary[]>(`/shops/${doc.shopId}/documents`).then(({ data }) =>
      setChange(data.find((summary) => summary.id === doc.id) ?? null),
    );
  }, [doc]);
  if (copy) {
    return (
      <p role="status">
        <FormattedMessage id="editor.save.copied" values={{ path: copy }} />
      </p>
    );
  }
  return (
    <div role="alert" className="editor-conflict">
      <p>
        <FormattedMessage
          id="editor.save.conflict"
          values={{
            who: change?.updatedBy ?? "—",
            when: change ? (
              <>
                <FormattedDate value={change.updatedAt} /> <FormattedTime value={change.updatedAt} />
              </>
            ) : (
              "…"
            ),
          }}
        />
      </p>
      <button type="button" onClick={() => void doc.resolveConflict("theirs")}>
        <FormattedMessage id="editor.save.reload" />
      </button>{" "}
      {doc.detail.type === "page" ? (
        <button type="button" onClick={() => void keepAsCopy(doc).then((copy) => setCopy(copy.path))}>
          <FormattedMessage id="editor.save.keepCopy" />
        </button>
      ) : (
        <button type="button" onClick={() => void doc.resolveConflict("mine")}>
          <FormattedMessage id="editor.save.keepMine" />
        </button>
      )}
    </div>
  );
}
