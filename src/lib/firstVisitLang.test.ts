import { describe, expect, it } from "vitest";
import { type FirstVisit, firstVisitLang } from "./firstVisitLang";

const visit = (overrides: Partial<FirstVisit>): FirstVisit => ({
  pathLang: "th",
  rememberedLang: null,
  country: "JP",
  isBot: false,
  ...overrides,
});

describe("firstVisitLang", () => {
  it("sends a first visit to a Thai page from abroad to English", () => {
    expect(firstVisitLang(visit({}))).toBe("en");
    expect(firstVisitLang(visit({ country: "us" }))).toBe("en");
    expect(firstVisitLang(visit({ country: " GB " }))).toBe("en");
  });

  it("keeps Thailand's visitors on Thai", () => {
    expect(firstVisitLang(visit({ country: "TH" }))).toBeNull();
    expect(firstVisitLang(visit({ country: "th" }))).toBeNull();
  });

  it("keeps the language a visitor has chosen before, whatever the country", () => {
    expect(firstVisitLang(visit({ rememberedLang: "th" }))).toBeNull();
    expect(firstVisitLang(visit({ rememberedLang: "en" }))).toBeNull();
  });

  it("leaves English and Chinese paths as they are", () => {
    expect(firstVisitLang(visit({ pathLang: "en" }))).toBeNull();
    expect(firstVisitLang(visit({ pathLang: "cn" }))).toBeNull();
  });

  it("never moves bots", () => {
    expect(firstVisitLang(visit({ isBot: true }))).toBeNull();
  });

  it.each([null, "", "XX", "T1", "USA", "1A", "J"])("does nothing for an unknown country %j", (country) => {
    expect(firstVisitLang(visit({ country }))).toBeNull();
  });
});
