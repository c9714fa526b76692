import type { Image } from "~/generated/schemas";
import type { IntlShape } from "~/i18n/useIntl";
import { imageUrl } from "~/lib/imageUrl";
import { widthKeepingRatio } from "../shared/SizedImage";

/** Full screen, images are requested at this width (a §9 bucket large enough to zoom into on a phone). */
const FULL_WIDTH = 2048;

/**
 * Shows the product's images full screen from `index` with PhotoSwipe, loaded on the first open (its code and
 * stylesheet are a chunk of their own): swipe and pinch-zoom on touch, arrows, Escape and a trapped focus that goes
 * back to the opener on a keyboard. `onShown` hears the image shown, so the page's gallery can follow.
 */
export async function openLightbox(
  images: readonly Image[],
  index: number,
  intl: IntlShape,
  onShown: (index: number) => void,
): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([import("photoswipe"), import("photoswipe/style.css")]);
  const say = (id: string) => intl.formatMessage({ id: `productDetail.lightbox.${id}` });
  const lightbox = new PhotoSwipe({
    dataSource: images.map((image) => {
      const sized = imageUrl(image.src, widthKeepingRatio(image, FULL_WIDTH));
      return { src: sized.url, width: sized.width, height: sized.height, alt: image.alt };
    }),
    index,
    closeTitle: say("close"),
    zoomTitle: say("zoom"),
    arrowPrevTitle: say("previous"),
    arrowNextTitle: say("next"),
    errorMsg: say("error"),
    indexIndicatorSep: " / ",
  });
  lightbox.on("change", () => onShown(lightbox.currIndex));
  lightbox.init();
  lightbox.element?.setAttribute("aria-label", say("label"));
}
