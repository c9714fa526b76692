import type { ComponentPropsWithoutRef } from "react";
import type { Image } from "~/generated/schemas";
import { type RequestedSize, imageUrl, srcSet } from "~/lib/imageUrl";

export type SizedImageProps = Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "srcSet" | "width" | "height" | "loading" | "fetchPriority" | "decoding"
> & {
  image: Image;
  size?: RequestedSize;
  priority?: boolean;
};

/**
 * An <img> of a schema Image with its intrinsic width and height, so nothing shifts while it loads. With `size` it is
 * requested at that size's bucket (imageUrl, with a 1x/2x srcset), without it as it is. `priority` is for the image
 * above the fold (eager, high fetch priority, sync decoding); any other loads lazily. `alt` overrides the image's alt
 * (`alt=""` for a decorative copy); other img attributes pass through.
 */
export function SizedImage({ image, size, priority = false, alt, ...rest }: SizedImageProps) {
  const sized = size ? imageUrl(image.src, size) : { url: image.src, width: image.width, height: image.height };
  return (
    <img
      src={sized.url}
      srcSet={size ? srcSet(image.src, size.width, size.height) || undefined : undefined}
      alt={alt ?? image.alt}
      width={sized.width}
      height={sized.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      {...rest}
    />
  );
}

/** The size to request an image at `width` wide keeping its aspect ratio (at least 1 px high). */
export function widthKeepingRatio(image: Image, width: number): RequestedSize {
  return { width, height: Math.max(1, Math.round((width * image.height) / image.width)) };
}
