import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { MediaItem } from "../../contracts";
import { useSchemaForm } from "../FormContext";

interface MediaDialogProps {
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}

/**
 * The shop's media library as a modal dialog: its images to choose from, and a file input to upload one (chosen
 * as soon as it is uploaded). Escape closes it; focus starts in it.
 */
export function MediaDialog({ onChoose, onClose }: MediaDialogProps) {
  const intl = useIntl();
  const { services } = useSchemaForm();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const failed = (error: unknown) =>
    setStatus(intl.formatMessage({ id: "form.media.failed" }, { reason: (error as Error).message }));

  useEffect(() => {
    dialog.current?.focus();
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
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="form-media-dialog"
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <h2 id={titleId}>{intl.formatMessage({ id: "form.media.title" })}</h2>
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
      <button type="button" onClick={onClose}>
        {intl.formatMessage({ id: "form.media.close" })}
      </button>
    </div>
  );
}
