import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Test images made by sharp, and damaged or disguised ones made from them. */

/** A photo-like (noisy) image, so encoders cannot shrink it to nothing. */
export function noisyImage(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });
}

export const pngOf = (width: number, height: number): Promise<Buffer> => noisyImage(width, height).png().toBuffer();

/** A JPEG whose EXIF says "rotate 90° clockwise" and holds a copyright and a GPS datum naming a place. */
export const PLACE = "WGS-84 at Khao Yai";
export function jpegWithExif(width: number, height: number): Promise<Buffer> {
  return noisyImage(width, height)
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Owner Name" }, IFD3: { GPSMapDatum: PLACE } } })
    .toBuffer();
}

/** The script a polyglot hides. */
export const PAYLOAD = "<html><script>alert(document.cookie)</script></html>";

/**
 * A GIF that is also an HTML page: the payload in a comment extension right after the global colour table, and
 * again after the GIF's trailer (where a content sniffer looking for markup finds it).
 */
export async function polyglotGif(): Promise<Buffer> {
  const gif = await noisyImage(24, 16).gif().toBuffer();
  const packed = gif[10] ?? 0;
  const colourTableBytes = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  const at = 13 + colourTableBytes;
  const payload = Buffer.from(PAYLOAD, "latin1");
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, payload.length]), payload, Buffer.from([0])]);
  return Buffer.concat([gif.subarray(0, at), comment, gif.subarray(at), payload]);
}

/**
 * A PNG whose header (IHDR, CRC fixed) declares `width` × `height` while its pixel data is a few bytes: decoding
 * it would fail (or, were it whole, take width × height × 3 bytes of memory); only its header may be read.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngOf(8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // CRC of "IHDR" and its 13 bytes
  return png;
}
