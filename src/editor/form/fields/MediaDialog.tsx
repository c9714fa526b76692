import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { MediaItem } from "../../contracts";
import { useSchemaForm } from "../FormContext";

interface MediaDialogProps {
  onChoose: (item: MediaItem) => void;
}

/**
 * The shop's media library as a modal dialog (Radix: the focus kept in it, Escape closes it, the focus goes back
 * to its trigger), inside the Dialog.Root of the field that opens it: its images to choose from, and a file input
 * to upload one (chosen as soon as it is uploaded).
 */
export function MediaDialog({ onChoose }: MediaDialogProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="form-media-overlay" />
      <Dialog.Content className="form-media-dialog" aria-describedby={undefined}>
        <MediaLibrary onChoose={onChoose} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The dialog's content, listed each time it opens. */
function MediaLibrary({ onChoose }: MediaDialogProps) {
  const intl = useIntl();
  const { services } = useSchemaForm();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const failed = (error: unknown) =>
    setStatus(intl.formatMessage({ id: "form.media.failed" }, { reason: (error as Error).message }));

  useEffect(() => {
    services.listMedia().then(setItems, failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- listed once per opening
  }, [services]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus(intl.formatMessage({ id: "form.media.uploading" }));
    try {
      onChoose(await services.uploadMedia(file));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <Dialog.Title>{intl.formatMessage({ id: "form.media.title" })}</Dialog.Title>
      <label>
        {intl.formatMessage({ id: "form.media.upload" })}
        <input type="file" accept="image/*" onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      {status && <p role="status">{status}</p>}
      {items === null ? (
        <p role="status">{intl.formatMessage({ id: "form.media.loading" })}</p>
      ) : items.length === 0 ? (
        <p>{intl.formatMessage({ id: "form.media.empty" })}</p>
      ) : (
        <ul className="form-media-list">
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onChoose(item)}>
                <img
                  src={services.shopOrigin + item.url}
                  alt=""
                  width={96}
                  height={Math.round((96 * item.height) / item.width)}
                />
                <span>
                  {item.width}×{item.height}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog.Close asChild>
        <button type="button">{intl.formatMessage({ id: "form.media.close" })}</button>
      </Dialog.Close>
    </>
  );
}
