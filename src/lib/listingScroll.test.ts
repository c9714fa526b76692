import { describe, expect, it } from "vitest";
import { KEPT_LISTING_MIN_PX, listingScrollY, type ScrollView } from "./listingScroll";

/** A 375 × 667 phone with a 64 px sticky header. */
const phone = (keptY: number, maxY: number): ScrollView => ({ keptY, height: 667, headerHeight: 64, maxY });

describe("listingScrollY", () => {
  it("keeps the position while the listing fills the screen", () => {
    expect(listingScrollY(phone(1500, 4000), { top: 300, bottom: 3500 })).toBe(1500);
  });

  it("keeps the position while the listing's end still shows a pager's height below the header", () => {
    expect(KEPT_LISTING_MIN_PX).toBe(48);
    expect(listingScrollY(phone(1000, 4000), { top: 300, bottom: 1064 + 48 })).toBe(1000);
  });

  it("keeps the position while the listing's top still shows a pager's height above the screen's bottom", () => {
    expect(listingScrollY(phone(1000, 4000), { top: 1667 - 48, bottom: 3000 })).toBe(1000);
  });

  it("brings the listing's top below the header when less of it shows", () => {
    expect(listingScrollY(phone(1000, 4000), { top: 300, bottom: 1064 + 47 })).toBe(236);
    expect(listingScrollY(phone(1000, 4000), { top: 1667 - 47, bottom: 3000 })).toBe(1556);
  });

  it("keeps the position clamped into a shorter page when the listing still shows there (desktop)", () => {
    const desktop: ScrollView = { keptY: 1496, height: 800, headerHeight: 135, maxY: 1073 };
    expect(listingScrollY(desktop, { top: 218, bottom: 1377 })).toBe(1073);
  });

  it("brings the listing's top into view when the shorter page would show only the footer (phone)", () => {
    const phonePage2: ScrollView = { keptY: 2434, height: 667, headerHeight: 159, maxY: 2076 };
    expect(listingScrollY(phonePage2, { top: 226, bottom: 1859 })).toBe(67);
  });

  it("brings the listing's top into view when the listing lies below the visible area", () => {
    expect(listingScrollY(phone(0, 4000), { top: 900, bottom: 3000 })).toBe(836);
  });

  it("keeps a position at the very top when the listing shows", () => {
    expect(listingScrollY(phone(0, 4000), { top: 100, bottom: 3000 })).toBe(0);
  });

  it("clamps the listing's top into the page's scroll range", () => {
    expect(listingScrollY(phone(5000, 200), { top: 40, bottom: 60 })).toBe(0);
    expect(listingScrollY(phone(5000, 500), { top: 1300, bottom: 1400 })).toBe(500);
    expect(listingScrollY(phone(5000, -10), { top: 900, bottom: 1000 })).toBe(0);
  });

  it("never keeps a negative position", () => {
    expect(listingScrollY(phone(-5, 4000), { top: 0, bottom: 3000 })).toBe(0);
  });
});
