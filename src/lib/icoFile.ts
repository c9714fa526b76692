/**
 * A Windows icon file (.ico) holding the given PNG images, one entry each: the format every browser reads at
 * /favicon.ico since Windows Vista allows PNG entries, so no bitmap conversion is needed. Sides up to 256 px.
 */
export function icoOf(images: readonly { side: number; png: Uint8Array }[]): Uint8Array {
  const HEADER = 6;
  const ENTRY = 16;
  const total = HEADER + ENTRY * images.length + images.reduce((sum, image) => sum + image.png.byteLength, 0);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, images.length, true);
  let offset = HEADER + ENTRY * images.length;
  images.forEach(({ side, png }, index) => {
    if (side < 1 || side > 256) throw new Error(`an icon's side is 1 to 256 px, not ${side}`);
    const entry = HEADER + ENTRY * index;
    view.setUint8(entry, side % 256); // 0 means 256
    view.setUint8(entry + 1, side % 256);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    file.set(png, offset);
    offset += png.byteLength;
  });
  return file;
}
