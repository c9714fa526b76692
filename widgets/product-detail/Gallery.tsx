import { useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Image } from "~/generated/schemas";
import { SizedImage } from "../shared/SizedImage";
import { openLightbox } from "./openLightbox";

/** The large image is requested at this square bucket, thumbnails at THUMB_SIZE (§9). */
const MAIN_SIZE = 600;
const THUMB_SIZE = 64;

/**
 * The product's images: one large (the first on load, above the fold so not lazy), a button that opens them full
 * screen (openLightbox), and a row of thumbnail buttons choosing which one is large. Mount it with a key per product
 * so a variant starts at its first image.
 */
export function Gallery({ images }: { images: readonly Image[] }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  if (!main) return <div className="w-product-detail__gallery w-product-detail__gallery--empty" />;
  return (
    <div className="w-product-detail__gallery">
      <button
        type="button"
        className="w-product-detail__main-image"
        aria-label={intl.formatMessage({ id: "productDetail.lightbox.open" }, { alt: main.alt })}
        aria-haspopup="dialog"
        onClick={() => void openLightbox(images, selected, intl, setSelected)}
      >
        <SizedImage image={main} size={{ width: MAIN_SIZE }} priority />
      </button>
      {images.length > 1 ? (
        <ul className="w-product-detail__thumbs">
          {images.map((image, index) => (
            // images have no id; their order is fixed by the product
            <li key={index}>
              <button
                type="button"
                className="w-product-detail__thumb"
                aria-label={intl.formatMessage({ id: "product.showImage" }, { index: index + 1 })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <SizedImage image={image} size={{ width: THUMB_SIZE }} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
