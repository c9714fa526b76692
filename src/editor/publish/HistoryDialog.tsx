import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from "react-intl";
import { callOwnerApi } from "../api/ownerClient";
import type { DocumentContent, PublishedVersion } from "../api/ownerTypes";
import type { EditedPart, EditorSession } from "../draft/EditorSession";

const PARTS: readonly EditedPart[] = ["page", "header", "footer"];

/**
 * The published versions (who, when) of the page, the header or the footer: preview one in the frame, or restore it
 * as that document's draft (then publish it as any draft).
 */
export function HistoryDialog({ session }: { session: EditorSession }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [part, setPart] = useState<EditedPart>("page");
  const [loaded, setLoaded] = useState<{ base: string; versions: PublishedVersion[] } | null>(null);
  const doc = session.docs[part];
  const base = `/shops/${doc.shopId}/documents/${doc.id}/versions`;
  useEffect(() => {
    if (open) void callOwnerApi<PublishedVersion[]>(base).then(({ data }) => setLoaded({ base, versions: data }));
  }, [open, base]);
  const versions = loaded?.base === base ? loaded.versions : [];
  const preview = async (version: number) => {
    const { data } = await callOwnerApi<{ content: DocumentContent }>(`${base}/${version}`);
    session.showHistoric({ part, version, content: data.content });
    setOpen(false);
  };
  const restore = async (version: number) => {
    await doc.flush();
    await callOwnerApi(`${base}/${version}/restore`, { method: "POST", headers: { "If-Match": `"${doc.version}"` } });
    await doc.reload();
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button">
          <FormattedMessage id="editor.history.open" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content className="editor-dialog" aria-describedby={undefined}>
          <Dialog.Title>
            <FormattedMessage id="editor.history.heading" />
          </Dialog.Title>
          <fieldset className="editor-history-parts">
            <legend>{intl.formatMessage({ id: "editor.history.of" })}</legend>
            {PARTS.map((name) => (
              <label key={name}>
                <input type="radio" name="history-part" checked={part === name} onChange={() => setPart(name)} />
                <FormattedMessage id={`editor.history.part.${name}`} />
              </label>
            ))}
          </fieldset>
          <ol className="editor-list" aria-live="polite">
            {versions.map((entry) => (
              <li key={entry.version}>
                <FormattedMessage
                  id="editor.history.version"
                  values={{
                    version: entry.version,
                    who: entry.publishedBy ?? "—",
                    when: (
                      <>
                        <FormattedDate value={entry.publishedAt} /> <FormattedTime value={entry.publishedAt} />
                      </>
                    ),
                  }}
                />{" "}
                <button type="button" onClick={() => void preview(entry.version)}>
                  <FormattedMessage id="editor.history.preview" />
                </button>{" "}
                <button type="button" onClick={() => void restore(entry.version)}>
                  <FormattedMessage id="editor.history.restore" />
                </button>
              </li>
            ))}
          </ol>
          <Dialog.Close asChild>
            <button type="button">
              <FormattedMessage id="editor.history.close" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
