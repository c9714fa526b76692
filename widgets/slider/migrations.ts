import { createMigrationIds, createMigrationSequence } from "~/schemas/migrations";

/** The slider's setting versions (a setting without a version is 1): append a name for each change, never edit one. */
export const sliderVersions = createMigrationIds("slider", {
  /**
   * `autoplayMs` (milliseconds, 0 meaning off) became `autoplay` (a switch) and `autoplaySeconds`: an editor shows
   * an on/off switch and a number in the unit people think in, and switching off keeps the chosen interval.
   */
  AutoplaySwitchAndSeconds: 2,
});

/** Version 2's shortest interval (the schema's minimum): a slide shown for less cannot be read. */
const SHORTEST_SECONDS = 1;

export default createMigrationSequence("slider", [
  {
    id: sliderVersions.AutoplaySwitchAndSeconds,
    up(setting) {
      const { autoplayMs } = setting;
      // anything but a number is left for validation to name: version 2 has no autoplayMs
      if (typeof autoplayMs !== "number") return;
      delete setting.autoplayMs;
      if (autoplayMs === 0) {
        setting.autoplay = false;
        return;
      }
      // version 1 allowed less than a second, shown for the shortest interval now; what version 1 refused
      // (negative, over a minute) stays out of version 2's range, so validation still names it
      setting.autoplay = true;
      setting.autoplaySeconds = autoplayMs > 0 && autoplayMs < 1000 ? SHORTEST_SECONDS : autoplayMs / 1000;
    },
  },
]);
