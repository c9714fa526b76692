import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { callOwnerApi } from "../api/ownerClient";
import type { DocumentContent, DocumentDetail, OwnedShop } from "../api/ownerTypes";
import { DraftDocument } from "../draft/DraftDocument";

/**
 * The shop's settings document (theme, tags, consent, payment methods…) as JSON: saved as any draft, its problems
 * listed with their pointers. A form for it is left to come; the page editor is where owners spend their time.
 */
export function SettingsScreen({ shop, documentId }: { shop: OwnedShop; documentId: string }) {
  const [doc, setDoc] = useState<DraftDocument | null>(null);
  useEffect(() => {
    let opened: DraftDocument | null = null;
    void callOwnerApi<DocumentDetail>(`/shops/${shop.id}/documents/${documentId}`).then(({ data }) => {
      opened = new DraftDocument(shop.id, data);
      setDoc(opened);
    });
    return () => opened?.dispose();
  }, [shop.id, documentId]);
  return doc ? <SettingsEditor shop={shop} doc={doc} /> : null;
}

const SettingsEditor = observer(function SettingsEditor({ shop, doc }: { shop: OwnedShop; doc: DraftDocument }) {
  const intl = useIntl();
  const [text, setText] = useState(() => JSON.stringify(doc.content, null, 2));
  const [parseError, setParseError] = useState<string | null>(null);
  const change = (next: string) => {
    setText(next);
    try {
      doc.edit(JSON.parse(next) as DocumentContent);
      setParseError(null);
    } catch (error) {
      setParseError(intl.formatMessage({ id: "editor.settings.invalidJson" }, { message: String(error) }));
    }
  };
  return (
    <main className="editor-narrow editor-wide">
      <p>
        <Link to={`/shops/${shop.id}`}>
          <FormattedMessage id="editor.screen.back" />
        </Link>
      </p>
      <label htmlFor="settings-json">
        <h1>
          <FormattedMessage id="editor.settings.json" />
        </h1>
      </label>
      <span role="status" data-save-state={doc.state}>
        <FormattedMessage
          id={`editor.save.${doc.state === "conflict" ? "pending" : doc.state}`}
          values={{ reason: doc.refusal }}
        />
      </span>
      <textarea
        id="settings-json"
        className="editor-json"
        spellCheck={false}
        value={text}
        aria-invalid={parseError ? true : undefined}
        aria-describedby="settings-problems"
        onChange={(event) => change(event.target.value)}
      />
      <ul id="settings-problems" className="editor-problems">
        {parseError && <li role="alert">{parseError}</li>}
        {doc.problems.map((problem) => (
          <li key={`${problem.lang}${problem.pointer}`}>
            {problem.pointer}: {problem.message}
          </li>
        ))}
      </ul>
    </main>
  );
});
