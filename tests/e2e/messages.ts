import { readdirSync, readFileSync } from "node:fs";

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;

/**
 * A language's messages as written: locales/<lang>.json and every kind's locales/widgets/<kind>.json (what
 * src/i18n/messages.ts serves; Playwright's loader cannot import JSON modules).
 */
export function messagesOf(lang: "th" | "en"): Record<string, string> {
  const kinds = readdirSync("locales/widgets").map((file) => readJson(`locales/widgets/${file}`)[lang]);
  return Object.assign({}, readJson(`locales/${lang}.json`), ...kinds);
}
