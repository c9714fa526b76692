import { describe, expect, it } from "vitest";
import { migrateSetting } from "~/schemas/migrations";
import sliderMigrations from "./migrations";

const sliders = [{ image: { src: "/banner.jpg", alt: "Banner", width: 1600, height: 600 } }];

/** A version 1 slider setting brought to the current version (2, checked): its setting, or the error. */
function fromVersion1(setting: object) {
  const migrated = migrateSetting(sliderMigrations, 1, { sliders, ...setting });
  if ("error" in migrated) return migrated;
  expect(migrated.version).toBe(2);
  return { setting: migrated.setting };
}

describe("slider migrations", () => {
  it("is at version 2", () => {
    expect(sliderMigrations.currentVersion).toBe(2);
  });

  describe("slider/2 AutoplaySwitchAndSeconds: autoplayMs becomes autoplay and autoplaySeconds", () => {
    it.each([
      { autoplayMs: 6000, expected: { autoplay: true, autoplaySeconds: 6 } },
      { autoplayMs: 4500, expected: { autoplay: true, autoplaySeconds: 4.5 } },
      { autoplayMs: 60000, expected: { autoplay: true, autoplaySeconds: 60 } },
      { autoplayMs: 0, expected: { autoplay: false } },
      { autoplayMs: 250, expected: { autoplay: true, autoplaySeconds: 1 } },
    ])("autoplayMs $autoplayMs", ({ autoplayMs, expected }) => {
      expect(fromVersion1({ autoplayMs, aspectRatio: "21/9" })).toEqual({
        setting: { sliders, aspectRatio: "21/9", ...expected },
      });
    });

    it("without autoplayMs, leaves the defaults to the schema (the same 5 s as version 1's)", () => {
      expect(fromVersion1({})).toEqual({ setting: { sliders } });
    });

    it("keeps what version 1 refused out of version 2's range, and anything but a number as it was", () => {
      expect(fromVersion1({ autoplayMs: 90000 })).toEqual({
        setting: { sliders, autoplay: true, autoplaySeconds: 90 },
      });
      expect(fromVersion1({ autoplayMs: -5 })).toEqual({
        setting: { sliders, autoplay: true, autoplaySeconds: -0.005 },
      });
      expect(fromVersion1({ autoplayMs: "5000" })).toEqual({ setting: { sliders, autoplayMs: "5000" } });
    });
  });
});
