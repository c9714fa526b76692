import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { FormattedDate, FormattedMessage, FormattedTime } from "react-intl";
import { callOwnerApi } from "../api/ownerClient";
import type { DocumentContent, PublishedVersion } from "../api/ownerTypes";
import type { DraftDocument } from "../draft/DraftDocument";

/**
 * The page's published versions (who, when): preview one in the frame, or restore it as the draft (then publish it
 * as any draft).
 */
export function HistoryDialog({
  doc,
  onPreview,
}: {
  doc: DraftDocument;
  onPreview(version: number, content: DocumentContent): void;
}) {
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<PublishedVersion[]>([]);
  const base = `/shops/${doc.shopId}/documents/${doc.id}/versions`;
  useEffect(() => {
    if (open) void callOwnerApi<PublishedVersion[]>(base).then(({ data }) => setVersions(data));
  }, [open, base]);
  const preview = async (version: number) => {
    const { data } = await callOwnerApi<{ content: DocumentContent }>(`${base}/${version}`);
    onPreview(version, data.content);
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
          <ol className="editor-list">
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
