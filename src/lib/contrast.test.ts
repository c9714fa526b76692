import { describe, expect, it } from "vitest";
import {
  CANVAS,
  contrastRatio,
  flatten,
  hexOf,
  over,
  parseCssColour,
  ratioText,
  relativeLuminance,
  requiredContrast,
  type Rgba,
} from "./contrast";

const rgba = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
const BLACK = rgba(0, 0, 0);
const WHITE = rgba(255, 255, 255);

describe("parseCssColour", () => {
  it.each([
    // what getComputedStyle gives
    ["rgb(28, 36, 48)", rgba(28, 36, 48)],
    ["rgba(0, 0, 0, 0)", rgba(0, 0, 0, 0)],
    ["rgba(15, 23, 42, 0.12)", rgba(15, 23, 42, 0.12)],
    ["color(srgb 0.5 0.25 1)", rgba(127.5, 63.75, 255)],
    ["color(srgb 1 1 1 / 0.5)", rgba(255, 255, 255, 0.5)],
    // the space-separated form, percentages, none
    ["rgb(28 36 48)", rgba(28, 36, 48)],
    ["rgb(28 36 48 / 50%)", rgba(28, 36, 48, 0.5)],
    ["rgb(100% 50% 0%)", rgba(255, 127.5, 0)],
    ["rgb(none 10 20)", rgba(0, 10, 20)],
    ["rgba(10, 20, 30, 25%)", rgba(10, 20, 30, 0.25)],
    ["color(srgb 50% 0 100% / 20%)", rgba(127.5, 0, 255, 0.2)],
    // out of range channels and alpha are clamped, as CSS does
    ["rgb(300, -5, 20.5)", rgba(255, 0, 20.5)],
    ["rgba(0, 0, 0, 1.5)", rgba(0, 0, 0, 1)],
    ["rgb(0 0 0 / -1)", rgba(0, 0, 0, 0)],
    // hex in its four lengths, any case, spaces around
    ["#fff", WHITE],
    ["#0F766E", rgba(15, 118, 110)],
    ["#0f08", rgba(0, 255, 0, 0x88 / 255)],
    ["#11223380", rgba(17, 34, 51, 128 / 255)],
    ["  #000000 ", BLACK],
    // the one name a stylesheet's colour keeps through computed styles' eyes
    ["transparent", rgba(0, 0, 0, 0)],
    ["TRANSPARENT", rgba(0, 0, 0, 0)],
  ])("%s", (text, expected) => {
    const parsed = parseCssColour(text);
    expect(parsed).not.toBeNull();
    for (const channel of ["r", "g", "b", "a"] as const) expect(parsed?.[channel]).toBeCloseTo(expected[channel], 6);
  });

  it.each([
    // named colours: computed styles give rgb() for them, so they are not judged rather than guessed
    "red",
    "white",
    "currentcolor",
    // other colour spaces and forms
    "hsl(0 0% 0%)",
    "oklch(0.5 0.1 200)",
    "color(display-p3 1 0 0)",
    "lab(50 0 0)",
    // malformed
    "",
    "#ff",
    "#fffff",
    "#ggg",
    "rgb()",
    "rgb(1, 2)",
    "rgb(1, 2, 3, 4, 5)",
    "rgb(1 2 3 / 4 / 5)",
    "rgb(a, b, c)",
    "rgb(1, 2, %)",
    "rgb(1, 2, 3",
    "color(srgb 1 1)",
    "inherit",
  ])("%j is not parsed", (text) => {
    expect(parseCssColour(text)).toBeNull();
  });
});

describe("over and flatten", () => {
  it("an opaque top hides what is under it; a transparent one shows it unchanged", () => {
    expect(over(BLACK, WHITE)).toEqual(BLACK);
    expect(over(rgba(1, 2, 3, 0), rgba(10, 20, 30))).toEqual(rgba(10, 20, 30));
  });

  it("half-transparent black over white is mid grey; over a transparent bottom it stays itself", () => {
    expect(over(rgba(0, 0, 0, 0.5), WHITE)).toEqual(rgba(127.5, 127.5, 127.5, 1));
    expect(over(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0))).toEqual(rgba(0, 0, 0, 0.5));
    expect(over(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0))).toEqual(rgba(0, 0, 0, 0));
  });

  it("two translucent layers blend with each other before the bottom", () => {
    const blended = over(rgba(255, 0, 0, 0.5), rgba(0, 0, 255, 0.5));
    expect(blended.a).toBeCloseTo(0.75);
    expect(blended.r).toBeCloseTo(170);
    expect(blended.b).toBeCloseTo(85);
  });

  it("flattens the layers, topmost first, over the white canvas or the one given", () => {
    expect(flatten([])).toEqual(CANVAS);
    expect(flatten([rgba(0, 0, 0, 0), rgba(0, 0, 0, 0)])).toEqual(CANVAS);
    expect(flatten([rgba(0, 0, 0, 0.5)])).toEqual(rgba(127.5, 127.5, 127.5, 1));
    // the opaque layer under a translucent one decides; the canvas under it is never seen
    expect(flatten([rgba(255, 255, 255, 0.5), BLACK])).toEqual(rgba(127.5, 127.5, 127.5, 1));
    expect(flatten([rgba(0, 0, 0, 0.5)], BLACK)).toEqual(BLACK);
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, either way round", () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 6);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 6);
    expect(contrastRatio(rgba(15, 118, 110), rgba(15, 118, 110))).toBe(1);
  });

  it("matches the published figures of known pairs", () => {
    // #767676 on white is the classic 4.54:1; #777 just fails
    expect(contrastRatio(parseCssColour("#767676") as Rgba, WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseCssColour("#777777") as Rgba, WHITE)).toBeLessThan(4.5);
    // the default theme's brand colour under white text
    expect(contrastRatio(WHITE, parseCssColour("#0f766e") as Rgba)).toBeCloseTo(5.47, 2);
  });

  it("paints translucent text over its background first", () => {
    // half-transparent black on white reads as #808080-ish grey: about 3.9:1, not 21
    expect(contrastRatio(rgba(0, 0, 0, 0.5), WHITE)).toBeCloseTo(contrastRatio(rgba(127.5, 127.5, 127.5), WHITE), 6);
    // fully transparent text is no contrast at all
    expect(contrastRatio(rgba(0, 0, 0, 0), WHITE)).toBe(1);
  });

  it("puts a translucent background over the white canvas", () => {
    expect(contrastRatio(WHITE, rgba(0, 0, 0, 0))).toBe(1);
    expect(contrastRatio(BLACK, rgba(0, 0, 0, 0))).toBeCloseTo(21, 6);
  });

  it("uses the WCAG luminance curve (the linear part below 0.04045 too)", () => {
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 9);
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(rgba(10, 10, 10))).toBeCloseTo(10 / 255 / 12.92, 9);
    expect(relativeLuminance(rgba(255, 0, 0))).toBeCloseTo(0.2126, 9);
  });
});

describe("requiredContrast", () => {
  it.each([
    [16, 400, 4.5],
    [23.9, 700, 3], // bold from 18.66 px
    [18.66, 700, 3],
    [18.6, 700, 4.5],
    [20, 600, 4.5], // semibold is not bold
    [24, 400, 3],
    [23.99, 400, 4.5],
    [40, 100, 3],
  ])("%s px at weight %s needs %s:1", (size, weight, expected) => {
    expect(requiredContrast(size, weight)).toBe(expected);
  });
});

describe("hexOf and ratioText", () => {
  it("writes colours as owners type them, rounding channels", () => {
    expect(hexOf(rgba(15, 118, 110))).toBe("#0f766e");
    expect(hexOf(rgba(127.5, 0.4, 254.6))).toBe("#8000ff");
  });

  it("rounds ratios down to one decimal, so a near miss never reads as a pass", () => {
    expect(ratioText(4.499)).toBe("4.4");
    expect(ratioText(4.5)).toBe("4.5");
    expect(ratioText(1)).toBe("1.0");
    expect(ratioText(21)).toBe("21.0");
  });
});
