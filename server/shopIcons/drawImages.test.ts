import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultIconSvg, drawCard, drawPng } from "./drawImages";

const favicon = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="8" fill="#ff0000"/></svg>',
);

describe("drawPng", () => {
  it("draws a small SVG sharp at a large size, centred on the background, never cropped", async () => {
    const png = await drawPng(favicon, { width: 1200, height: 630, background: "#00ff00", margin: 15 });
    const image = sharp(png);
    expect(await image.metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)];
    expect(pixel(5, 5)).toEqual([0, 255, 0]); // the margin
    expect(pixel(600, 315)).toEqual([255, 0, 0]); // the circle's centre
    expect(pixel(600, 40)).toEqual([255, 0, 0]); // near its top, 600 px across: drawn at that size
    expect(pixel(250, 315)).toEqual([0, 255, 0]); // beside it
  });

  it("leaves a transparent ground transparent", async () => {
    const png = await drawPng(favicon, { width: 32, height: 32, background: null, margin: 0 });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it("rejects what is not an image", async () => {
    await expect(
      drawPng(new TextEncoder().encode("hello"), { width: 8, height: 8, background: null, margin: 0 }),
    ).rejects.toThrow();
  });
});

describe("defaultIconSvg", () => {
  it("is an SVG in the shop's colour that sharp draws", async () => {
    const png = await drawPng(defaultIconSvg("#2f6b4f"), { width: 64, height: 64, background: null, margin: 0 });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray((32 * 64 + 5) * 4, (32 * 64 + 5) * 4 + 3)]).toEqual([0x2f, 0x6b, 0x4f]);
  });
});

describe("drawCard", () => {
  const pixel = async (png: Uint8Array, x: number, y: number) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [...data.subarray(at, at + 3)];
  };
  const BAAN_CHAA = { width: 1200, height: 630, brand: "#2f6b4f", surface: "#f1f6f2", name: "บ้านชา Baan Chaa" };

  it("draws the shop's icon above its name on its colour, at the size asked", async () => {
    const card = await drawCard(favicon, BAAN_CHAA);
    expect(await sharp(card).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(await pixel(card, 10, 10)).toEqual([0x2f, 0x6b, 0x4f]);
    expect(await pixel(card, 600, 214)).toEqual([255, 0, 0]); // the icon's middle
    expect(await pixel(card, 600, 55)).toEqual([0xf1, 0xf6, 0xf2]); // the disc around it
    const band = await sharp(card).extract({ left: 0, top: 440, width: 1200, height: 120 }).stats();
    expect(band.channels[0]?.max).toBe(255); // white letters on the dark green
  });

  it("writes the name as text, whatever it holds", async () => {
    const light = { width: 600, height: 315, brand: "#ffffff", surface: "#000000" };
    const card = await drawCard(favicon, { ...light, name: '<b>&"Shop"</b>' });
    expect(await sharp(card).metadata()).toMatchObject({ width: 600, height: 315 });
    const band = await sharp(card).extract({ left: 0, top: 220, width: 600, height: 60 }).stats();
    expect(band.channels[0]?.min).toBeLessThan(100); // dark letters on white
  });
});
