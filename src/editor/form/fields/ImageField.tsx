import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { MediaItem } from "../../contracts";
import { useSchemaForm } from "../FormContext";
import { GroupShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";
import { MediaDialog } from "./MediaDialog";

interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image (common.schema.json#/definitions/image): shown as the shop shows it, chosen from the media library or
 * uploaded (its src and size set, its alt kept), with the alt text editable.
 */
export function ImageField({ pointer, label, help, required }: FieldProps) {
  const intl = useIntl();
  const { services } = useSchemaForm();
  const [image, setImage] = useFieldValue<Image>(pointer);
  const [choosing, setChoosing] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setChoosing(false);
    chooseButton.current?.focus();
  };
  const choose = (item: MediaItem) => {
    setImage({ src: item.url, alt: image?.alt ?? "", width: item.width, height: item.height });
    close();
  };
  const shownSrc = image && (image.src.startsWith("/") ? services.shopOrigin + image.src : image.src);
  return (
    <GroupShell pointer={pointer} label={label} help={help} within>
      {image ? (
        <img className="form-image-preview" src={shownSrc} alt={image.alt} width={image.width} height={image.height} />
      ) : (
        <p>{intl.formatMessage({ id: "form.image.none" })}</p>
      )}
      <button ref={chooseButton} type="button" onClick={() => setChoosing(true)}>
        {intl.formatMessage({ id: "form.image.choose" })}
      </button>
      {image && !required && (
        <button type="button" onClick={() => setImage(undefined)}>
          {intl.formatMessage({ id: "form.image.remove" })}
        </button>
      )}
      {image && (
        <label>
          {intl.formatMessage({ id: "form.image.alt" })}
          <input
            type="text"
            data-pointer={`${pointer}/alt`}
            value={image.alt}
            onChange={(event) => setImage({ ...image, alt: event.target.value })}
          />
        </label>
      )}
      {choosing && <MediaDialog onChoose={choose} onClose={close} />}
    </GroupShell>
  );
}
