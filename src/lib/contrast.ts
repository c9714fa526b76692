/** An sRGB colour: channels 0-255 (unrounded), alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** What the browser shows under everything: a page without a background is white (the canvas, light scheme). */
export const CANVAS: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2 AA (1.4.3): the least contrast of normal text, and of large text (24 px, or bold from 18.66 px). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const FUNCTION = /^(rgba?|color)\((.*)\)$/;

/**
 * A CSS colour in the forms getComputedStyle gives (`rgb(r, g, b)`, `rgba(r, g, b, a)`, the space-separated
 * `rgb(r g b / a)`, `color(srgb r g b / a)` from color-mix and color()), `transparent`, and hex (#rgb, #rgba,
 * #rrggbb, #rrggbbaa). Null for anything else: other named colours (a computed style never has them), hsl, lab,
 * oklch and other colour spaces are not judged rather than guessed.
 */
export function parseCssColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  if (HEX.test(text)) return parseHex(text.slice(1));
  const call = FUNCTION.exec(text);
  if (!call) return null;
  const [, name, inside = ""] = call;
  return name === "color" ? parseSrgb(inside) : parseRgb(inside);
}

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  const channel = (at: number) => parseInt(full.slice(at * 2, at * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
}

/** `r, g, b[, a]` or `r g b[ / a]`: numbers 0-255 or percentages, alpha a number or a percentage. */
function parseRgb(inside: string): Rgba | null {
  const parts = splitArguments(inside);
  if (!parts || parts.channels.length !== 3) return null;
  const channels = parts.channels.map((part) => number(part, 255));
  const alpha = parts.alpha === undefined ? 1 : number(parts.alpha, 1);
  if (channels.some((channel) => channel === null) || alpha === null) return null;
  const [r = 0, g = 0, b = 0] = channels.map((channel) => clamp(channel ?? 0, 255));
  return { r, g, b, a: clamp(alpha, 1) };
}

/** `srgb r g b[ / a]`, channels 0-1 or percentages. */
function parseSrgb(inside: string): Rgba | null {
  const [space, ...rest] = inside.trim().split(/\s+/);
  if (space !== "srgb") return null;
  const parts = splitArguments(rest.join(" "));
  if (!parts || parts.channels.length !== 3) return null;
  const channels = parts.channels.map((part) => number(part, 1));
  const alpha = parts.alpha === undefined ? 1 : number(parts.alpha, 1);
  if (channels.some((channel) => channel === null) || alpha === null) return null;
  const [r = 0, g = 0, b = 0] = channels.map((channel) => clamp(channel ?? 0, 1) * 255);
  return { r, g, b, a: clamp(alpha, 1) };
}

/** The channels and alpha of a colour function's arguments, comma- or space-separated. */
function splitArguments(inside: string): { channels: string[]; alpha?: string } | null {
  if (inside.includes(",")) {
    const parts = inside.split(",").map((part) => part.trim());
    return parts.length === 4 ? { channels: parts.slice(0, 3), alpha: parts[3] } : { channels: parts };
  }
  const [channels = "", alpha, ...extra] = inside.split("/").map((part) => part.trim());
  if (extra.length > 0) return null;
  return { channels: channels.split(/\s+/).filter(Boolean), ...(alpha !== undefined ? { alpha } : {}) };
}

/** A number, or a percentage of `full`; `none` is 0 (CSS Color 4). */
function number(text: string, full: number): number | null {
  if (text === "none") return 0;
  const percent = text.endsWith("%");
  const value = Number(percent ? text.slice(0, -1) : text);
  if (text === "" || text === "%" || !Number.isFinite(value)) return null;
  return percent ? (value / 100) * full : value;
}

function clamp(value: number, max: number): number {
  return Math.min(max, Math.max(0, value));
}

/** `top` painted over `bottom` (source-over compositing, straight alpha). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (upper: number, lower: number) => (upper * top.a + lower * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** The colour the layers make over the canvas, the topmost first (an element's background, then its parent's…). */
export function flatten(layers: readonly Rgba[], canvas: Rgba = CANVAS): Rgba {
  return layers.reduceRight((below, layer) => over(layer, below), canvas);
}

/** WCAG 2 relative luminance of an opaque colour (alpha is not read: flatten first). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2 contrast ratio (1 to 21) of text of colour `text` on `background`: a translucent text colour is first
 * painted over the background (as the browser shows it), a translucent background over the canvas.
 */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const under = background.a < 1 ? over(background, CANVAS) : background;
  const lighter = relativeLuminance(text.a < 1 ? over(text, under) : text);
  const darker = relativeLuminance(under);
  return (Math.max(lighter, darker) + 0.05) / (Math.min(lighter, darker) + 0.05);
}

/** The least contrast WCAG AA asks of text of this size (px) and weight: 3 for large text, 4.5 otherwise. */
export function requiredContrast(fontSizePx: number, fontWeight: number): number {
  // 18 pt is 24 px; 14 pt is 18.67 px (a browser's computed size may round it down a little)
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
  return large ? AA_LARGE : AA_NORMAL;
}

/** An opaque colour as an owner types it in the colour fields: `#rrggbb`. */
export function hexOf({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** A ratio as shown to owners: one decimal, rounded down, so 4.49 never reads as the 4.5 it misses. */
export function ratioText(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}
