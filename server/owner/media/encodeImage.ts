import sharp, { type Metadata, type Sharp } from "sharp";
import { OwnerApiError } from "../ownerApiError";
import { ACCEPTED_TYPES_TEXT, MEDIA_LIMITS, MEDIA_TYPES, type MediaFormat } from "./limits";

/** An image as it is stored: re-encoded in its own format, without metadata, oriented. */
export interface EncodedImage {
  data: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

const unsupported = (detail: string) =>
  new OwnerApiError(415, { title: "Unsupported Media Type", detail, field: "body" });
const unprocessable = (detail: string) =>
  new OwnerApiError(422, { title: "Unprocessable Content", detail, field: "body" });

/**
 * Checks the upload from its header alone (the type its bytes say, never its name or Content-Type; each side; the
 * pixels of all its frames), then decodes it and writes it anew: EXIF orientation applied, every other piece of
 * metadata (EXIF, GPS, XMP, ICC, comments) and anything hidden beside the pixels dropped.
 */
export async function encodeUpload(bytes: Uint8Array): Promise<EncodedImage> {
  if (bytes.byteLength === 0) throw unsupported(`the body is empty: send the image's bytes (${ACCEPTED_TYPES_TEXT})`);
  const metadata = await headerOf(bytes);
  const format = mediaFormatOf(metadata);
  if (!format) throw unsupported(`a ${metadata.format} image is not accepted: send ${ACCEPTED_TYPES_TEXT}`);
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (Math.max(metadata.width, frameHeight) > MEDIA_LIMITS.maxSide) {
    throw unprocessable(
      `the image is ${metadata.width} × ${frameHeight} px: at most ${MEDIA_LIMITS.maxSide} px a side`,
    );
  }
  const frames = metadata.pages ?? 1;
  if (metadata.width * frameHeight * frames > MEDIA_LIMITS.maxPixels) {
    throw unprocessable(`the animation's ${frames} frames hold more than ${MEDIA_LIMITS.maxPixels} pixels in all`);
  }
  const { data, info } = await encodeAs(decode(bytes, frames > 1).autoOrient(), format)
    .toBuffer({ resolveWithObject: true })
    .catch((error: Error) => {
      throw unprocessable(`the image cannot be read: ${error.message.split("\n")[0]}`);
    });
  return { data, contentType: MEDIA_TYPES[format], width: info.width, height: info.pageHeight ?? info.height };
}

/** The image resized to a bucket: within `side`² (square) or covering width × height (portrait), never enlarged. */
export async function resizeToBucket(
  stored: Uint8Array,
  contentType: string,
  size: { width: number; height: number; cover: boolean },
): Promise<Uint8Array> {
  const format = (Object.keys(MEDIA_TYPES) as MediaFormat[]).find((name) => MEDIA_TYPES[name] === contentType);
  if (!format) throw new Error(`stored media of an unknown type ${contentType}`);
  const image = decode(stored, format === "gif" || format === "webp").resize(size.width, size.height, {
    fit: size.cover ? "cover" : "inside",
    withoutEnlargement: true,
  });
  return encodeAs(image, format).toBuffer();
}

/** The header only (sharp decodes no pixels for metadata): what the checks above read. */
async function headerOf(bytes: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata(); // the limits are checked on what it says
  } catch (error) {
    const message = (error as Error).message;
    if (/unsupported image format/i.test(message)) {
      throw unsupported(`the body is not an image of a known type: send ${ACCEPTED_TYPES_TEXT}`);
    }
    throw unprocessable(`the image's header cannot be read: ${message.split("\n")[0]}`);
  }
}

function mediaFormatOf(metadata: Metadata): MediaFormat | null {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : null;
  return metadata.format in MEDIA_TYPES ? (metadata.format as MediaFormat) : null;
}

/** Decodes at most MEDIA_LIMITS.maxPixels, failing on a damaged image rather than showing part of it. */
function decode(bytes: Uint8Array, animated: boolean): Sharp {
  return sharp(bytes, { animated, failOn: "error", limitInputPixels: MEDIA_LIMITS.maxPixels });
}

/** Writes the pixels in `format` (sharp keeps no metadata unless asked). AVIF at a low effort: it is slow to encode. */
function encodeAs(image: Sharp, format: MediaFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85 });
    case "png":
      return image.png();
    case "webp":
      return image.webp({ quality: 85 });
    case "gif":
      return image.gif();
    case "avif":
      return image.avif({ quality: 60, effort: 2 });
  }
}
