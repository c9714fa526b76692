import { createIntl } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import { formatBaht } from "./formatBaht";

const intls = {
  "th-TH": createIntl({ locale: "th-TH", messages: {} }),
  "en-US": createIntl({ locale: "en-US", messages: {} }),
};

describe.each(Object.entries(intls))("formatBaht in %s", (_locale, intl) => {
  it("uses ฿ and never THB", () => {
    for (const amount of [0, 1, 1234.5, -99, 1_000_000]) {
      const text = formatBaht(intl, amount);
      expect(text).toContain("฿");
      expect(text).not.toMatch(/THB|บาท/);
    }
  });

  it("writes 1234.5 with grouping and two decimals", () => {
    expect(formatBaht(intl, 1234.5)).toContain("1,234.50");
  });

  it("rounds to satang", () => {
    expect(formatBaht(intl, 19.999)).toContain("20.00");
    expect(formatBaht(intl, 0.1 + 0.2)).toContain("0.30");
  });

  it("writes zero as 0.00", () => {
    const text = formatBaht(intl, 0);
    expect(text).toContain("0.00");
    expect(text).not.toContain("-");
  });

  it("marks negative amounts", () => {
    const text = formatBaht(intl, -1234.5);
    expect(text).toContain("1,234.50");
    expect(text).toMatch(/^[-\u2212]|\(/);
    expect(text).not.toBe(formatBaht(intl, 1234.5));
  });
});
