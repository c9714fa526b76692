import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { callOwnerApi } from "../api/ownerClient";
import type { DocumentDetail, OwnedShop } from "../api/ownerTypes";
import type { EditorLang } from "../contracts";
import { DraftDocument } from "../draft/DraftDocument";
import { DocumentsSaveStatus } from "../draft/SaveStatus";
import { shopHostOf, shopOriginOf } from "../preview/framePath";
import { SchemaForm, type Setting } from "../form/SchemaForm";
import { useEditorLang } from "../i18n/EditorIntl";
import { createEditorServices } from "../inspector/editorServices";
import type { Publishable } from "../publish/publishAll";
import { PublishBar } from "../publish/PublishBar";
import { settingsSchema } from "./settingsSchema";

/**
 * The shop's settings document (theme, colours, title, consent, payment methods…) as a form generated from the
 * settings schema, one language at a time; saved, checked and published as any draft (autosave with If-Match, a
 * conflict shown with who saved first).
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
  const { lang } = useEditorLang();
  const [contentLang, setContentLang] = useState<EditorLang>("th");
  const schema = useMemo(settingsSchema, []);
  const services = useMemo(() => createEditorServices(shop.id, shopOriginOf(shopHostOf(shop))), [shop]);
  const publishable = useMemo<Publishable>(
    () => ({
      docs: { settings: doc },
      get serverProblems() {
        return doc.problems;
      },
      flush: () => doc.flush(),
    }),
    [doc],
  );
  const problems = doc.problems
    .filter((problem) => problem.lang === contentLang)
    .map((problem) => ({ pointer: problem.pointer.slice(`/${contentLang}`.length), message: problem.message }));
  return (
    <main className="editor-narrow editor-wide">
      <p>
        <Link to={`/shops/${shop.id}`}>
          <FormattedMessage id="editor.screen.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="editor.documents.settings" />
      </h1>
      <div className="editor-toolbar">
        <div
          role="radiogroup"
          aria-label={intl.formatMessage({ id: "editor.screen.contentLang" })}
          className="editor-choice"
        >
          {(["th", "en"] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === contentLang}
              onClick={() => setContentLang(option)}
            >
              {option === "th" ? "ไทย" : "English"}
            </button>
          ))}
        </div>
        <DocumentsSaveStatus docs={[doc]} />
        <PublishBar session={publishable} role={shop.role} />
      </div>
      <SchemaForm
        key={contentLang}
        schema={schema}
        value={doc.content[contentLang] ?? {}}
        onChange={(setting: Setting) => doc.edit({ ...doc.content, [contentLang]: setting })}
        lang={lang}
        problems={problems}
        services={services}
      />
    </main>
  );
});
