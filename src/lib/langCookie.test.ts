import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { LANG_COOKIE_MAX_AGE_SECONDS } from "./constants";
import { LANG_COOKIE_NAME, langCookieToWrite, langFromCookies } from "./langCookie";

/** "name=value" of the cookie the server used to write with React Router's createCookie. */
async function routerCookie(value: unknown): Promise<string> {
  return (await createCookie(LANG_COOKIE_NAME).serialize(value)).split(";")[0] ?? "";
}

/** The document.cookie string a browser shows after `written` was assigned to it (its name=value part). */
const shown = (written: string) => written.split(";")[0] ?? "";

describe("langFromCookies", () => {
  it("reads th and en as the server wrote them, among other cookies", async () => {
    expect(langFromCookies(`a=b; ${await routerCookie("th")}; c=d`)).toBe("th");
    expect(langFromCookies(await routerCookie("en"))).toBe("en");
  });

  it("is null when the cookie is missing or holds anything else", async () => {
    for (const cookies of [null, undefined, "", "a=b", "i18n_lang=", "i18n_lang=th", await routerCookie("cn")]) {
      expect(langFromCookies(cookies), String(cookies)).toBeNull();
    }
  });
});

describe("langCookieToWrite", () => {
  it("writes i18n_lang for the whole site, SameSite=Lax, for 365 days, readable by scripts", () => {
    const written = langCookieToWrite("", "en", false) ?? "";
    const [, ...attributes] = written.split("; ");
    expect(attributes).toEqual(["Path=/", `Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}`, "SameSite=Lax"]);
    expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it("is Secure on https only", () => {
    expect(langCookieToWrite("", "th", true)?.split("; ")).toContain("Secure");
    expect(langCookieToWrite("", "th", false)?.split("; ")).not.toContain("Secure");
  });

  it("writes the value the server's createCookie wrote, which reads back as the language", async () => {
    for (const lang of ["th", "en"] as const) {
      const written = shown(langCookieToWrite("", lang, false) ?? "");
      expect(written).toBe(await routerCookie(lang));
      expect(langFromCookies(written)).toBe(lang);
    }
  });

  it("writes nothing when the language is already remembered, and replaces a different or broken one", async () => {
    expect(langCookieToWrite(`x=1; ${await routerCookie("th")}`, "th", false)).toBeNull();
    expect(shown(langCookieToWrite(await routerCookie("th"), "en", false) ?? "")).toBe(await routerCookie("en"));
    expect(langCookieToWrite("i18n_lang=garbage", "th", false)).not.toBeNull();
  });
});
