import { describe, expect, it } from "vitest";
import { DEFAULT_VIEWPORT_SCALE, VIEWPORT_BREAKPOINTS } from "./constants";
import {
  FALLBACK_BREAKPOINT,
  breakpointFromCookies,
  breakpointOf,
  viewportCookieToWrite,
  viewportLayoutOf,
} from "./viewport";

describe("§9 viewport constants", () => {
  it("breakpoints: mobile 320 … desktopWide 1600; default scale xs 320 … 2xl 1536", () => {
    expect(VIEWPORT_BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
    expect(DEFAULT_VIEWPORT_SCALE).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 });
  });

  it("without a cookie the server assumes the default lg (1024 px): desktop", () => {
    expect(FALLBACK_BREAKPOINT).toBe("desktop");
  });
});

describe("breakpointOf", () => {
  it.each([
    [0, "mobile"],
    [280, "mobile"],
    [319, "mobile"],
    [320, "mobile"],
    [374, "mobile"],
    [374.5, "mobile"],
    [375, "mobileMedium"],
    [424, "mobileMedium"],
    [425, "mobileWide"],
    [767, "mobileWide"],
    [768, "tablet"],
    [1023, "tablet"],
    [1024, "desktop"],
    [1279, "desktop"],
    [1280, "desktopMedium"],
    [1599, "desktopMedium"],
    [1600, "desktopWide"],
    [3840, "desktopWide"],
  ])("%d px is %s", (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });
});

describe("the viewport cookie", () => {
  it("is read from a Cookie header among others; an unknown or missing value is no breakpoint", () => {
    expect(breakpointFromCookies("i18n_lang=x; viewport=mobileMedium; a=b")).toBe("mobileMedium");
    expect(breakpointFromCookies("viewport=tablet")).toBe("tablet");
    expect(breakpointFromCookies("viewport=toString")).toBeNull();
    expect(breakpointFromCookies("viewport=huge")).toBeNull();
    expect(breakpointFromCookies("myviewport=tablet")).toBeNull();
    expect(breakpointFromCookies("")).toBeNull();
    expect(breakpointFromCookies(null)).toBeNull();
  });

  it("gives the phone layout under the tablet breakpoint, the wide one from it and without a cookie", () => {
    expect(viewportLayoutOf("viewport=mobile")).toBe("phone");
    expect(viewportLayoutOf("viewport=mobileMedium")).toBe("phone");
    expect(viewportLayoutOf("viewport=mobileWide")).toBe("phone");
    expect(viewportLayoutOf("viewport=tablet")).toBe("wide");
    expect(viewportLayoutOf("viewport=desktopWide")).toBe("wide");
    expect(viewportLayoutOf("viewport=nonsense")).toBe("wide");
    expect(viewportLayoutOf(undefined)).toBe("wide");
  });

  it("is written for 365 days, SameSite=Strict, on the whole site, Secure on https; not again when unchanged", () => {
    expect(viewportCookieToWrite("", "mobileMedium", false)).toBe(
      "viewport=mobileMedium; Path=/; Max-Age=31536000; SameSite=Strict",
    );
    expect(viewportCookieToWrite("viewport=mobileMedium", "tablet", true)).toBe(
      "viewport=tablet; Path=/; Max-Age=31536000; SameSite=Strict; Secure",
    );
    expect(viewportCookieToWrite("a=1; viewport=tablet", "tablet", true)).toBeNull();
  });
});
