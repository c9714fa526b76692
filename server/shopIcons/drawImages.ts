import sharp from "sharp";
import { CANVAS, contrastRatio, parseCssColour } from "~/lib/contrast";

/** The most pixels a picture may decode to (a 40-megapixel photo): a bigger one is not drawn. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The highest density an SVG is drawn at (a 16 px icon drawn at 512 px needs 32 × 72 dpi). */
const MAX_SVG_DENSITY = 2400;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The icon of a shop without one of its own: a rounded square in its colour with a white shop front (no text, so
 * it needs no font). `colour` is a hex colour (shopColoursOf takes no other).
 */
export function defaultIconSvg(colour: string): Uint8Array {
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
      `<path d="M13 27 17 15h30l4 12c0 3-3 5-6.5 5S38 30 38 27c0 3-3 5-6 5s-6-2-6-5c0 3-3 5-6.5 5S13 30 13 27z` +
      `M17 34v15h30V34M28 49V39h8v10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"/></svg>`,
  );
}

/** `picture` fitted inside width × height on a transparent ground; an SVG drawn at the density that size needs. */
async function fitted(picture: Uint8Array, width: number, height: number): Promise<Buffer> {
  const header = await sharp(picture, { limitInputPixels: false }).metadata();
  const density =
    header.format === "svg" && header.width && header.height
      ? Math.min(MAX_SVG_DENSITY, Math.max(72, 72 * Math.max(width / header.width, height / header.height)))
      : undefined;
  return sharp(picture, { density, failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
    .resize(width, height, { fit: "contain", background: TRANSPARENT })
    .png()
    .toBuffer();
}

export interface Canvas {
  width: number;
  height: number;
  /** A hex colour, or null for a transparent ground. */
  background: string | null;
  /** The space left around the picture on each side, in pixels. */
  margin: number;
}

/**
 * A PNG of the canvas with `picture` (any image sharp reads: PNG, JPEG, WebP, GIF, AVIF, SVG) centred inside its
 * margin, never cropped. Rejects when the picture cannot be read or is over MAX_INPUT_PIXELS.
 */
export async function drawPng(picture: Uint8Array, { width, height, background, margin }: Canvas): Promise<Uint8Array> {
  const inner = await fitted(picture, width - 2 * margin, height - 2 * margin);
  return sharp({ create: { width, height, channels: 4, background: background ?? TRANSPARENT } })
    .composite([{ input: inner, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card's name: white on the shop's colour, or dark where white would not read. */
function textColourOn(colour: string): string {
  const background = parseCssColour(colour) ?? CANVAS;
  return contrastRatio(CANVAS, background) >= 3 ? "#ffffff" : "#1c2430";
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A shop's share card, width × height: its icon on a disc of its surface colour above its name, on its brand colour
 * (both hex colours). A long name is drawn smaller, then cut.
 */
export async function drawCard(
  icon: Uint8Array,
  {
    width,
    height,
    brand,
    surface,
    name,
  }: { width: number; height: number; brand: string; surface: string; name: string },
): Promise<Uint8Array> {
  const iconSide = Math.round(height * 0.4);
  const iconTop = Math.round(height * 0.14);
  const letters = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(name)];
  const shown =
    letters.length > 40
      ? `${letters
          .slice(0, 39)
          .map((part) => part.segment)
          .join("")}…`
      : name;
  const fontSize = letters.length > 20 ? 40 : 64;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${brand}"/>` +
    `<circle cx="${width / 2}" cy="${iconTop + iconSide / 2}" r="${Math.round(iconSide * 0.68)}" fill="${surface}"/>` +
    `<text x="${width / 2}" y="${Math.round(height * 0.86)}" font-family="sans-serif" font-size="${fontSize}" ` +
    `font-weight="700" fill="${textColourOn(brand)}" text-anchor="middle">${escapeXml(shown)}</text></svg>`;
  const drawnIcon = await fitted(icon, iconSide, iconSide);
  return sharp(new TextEncoder().encode(svg))
    .composite([{ input: drawnIcon, left: Math.round((width - iconSide) / 2), top: iconTop }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
