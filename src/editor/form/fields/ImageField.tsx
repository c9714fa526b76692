import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
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
  const choose = (item: MediaItem) => {
    setImage({ src: item.url, alt: image?.alt ?? "", width: item.width, height: item.height });
    setChoosing(false);
  };
  const shownSrc = image && (image.src.startsWith("/") ? services.shopOrigin + image.src : image.src);
  return (
    <GroupShell pointer={pointer} label={label} help={help} within>
      {image ? (
        <img className="form-image-preview" src={shownSrc} alt={image.alt} width={image.width} height={image.height} />
      ) : (
        <p>{intl.formatMessage({ id: "form.image.none" })}</p>
      )}
      <Dialog.Root open={choosing} onOpenChange={setChoosing}>
        <Dialog.Trigger asChild>
          <button type="button">{intl.formatMessage({ id: "form.image.choose" })}</button>
        </Dialog.Trigger>
        <MediaDialog onChoose={choose} />
      </Dialog.Root>
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
    </GroupShell>
  );
}
