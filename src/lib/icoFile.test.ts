import { describe, expect, it } from "vitest";
import { icoOf } from "./icoFile";

const png = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe("icoOf", () => {
  it("writes an icon header, one directory entry per image and the images after them", () => {
    const file = icoOf([
      { side: 16, png: png(3, 1) },
      { side: 256, png: png(5, 2) },
    ]);
    const view = new DataView(file.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
    expect([file[6], file[7], view.getUint16(12, true), view.getUint32(14, true), view.getUint32(18, true)]).toEqual([
      16, 16, 32, 3, 38,
    ]);
    expect([file[22], file[23], view.getUint32(30, true), view.getUint32(34, true)]).toEqual([0, 0, 5, 41]);
    expect([...file.slice(38)]).toEqual([1, 1, 1, 2, 2, 2, 2, 2]);
  });

  it("refuses a side an icon cannot have", () => {
    expect(() => icoOf([{ side: 512, png: png(1, 0) }])).toThrow(/1 to 256/);
  });
});
