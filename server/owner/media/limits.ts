/** What an uploaded image may be (issue 23): its bytes, each side, and its pixels in all (an animation's frames). */
export const MEDIA_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxSide: 8000,
  /** One frame of the largest side, or an animation of as many pixels: what libvips may decode at most. */
  maxPixels: 8000 * 8000,
} as const;

/** The accepted types, as sharp names their format (AVIF is HEIF with AV1 compression), and their media type. */
export const MEDIA_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export type MediaFormat = keyof typeof MEDIA_TYPES;

export const ACCEPTED_TYPES_TEXT = "JPEG, PNG, WebP, GIF or AVIF";

/** Where an image is served on its shop's host: `/media/<id>`, a §9 bucket with `?size=WxH` (src/lib/imageUrl). */
export const MEDIA_PATH = "/media";

export const mediaUrlOf = (id: string): string => `${MEDIA_PATH}/${id}`;
