// Each widget's texts live in locales/widgets/<kind>.json as {"th": {...}, "en": {...}}, every id in the kind's own
// namespace (the kind in camelCase: "store-contact" → "storeContact."). The generator merges them with the shared
// locales/<lang>.json; anything that would make the merged messages wrong stops it with the file and id to fix.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const LANGS = ["th", "en"];

/** A kind's identifier and message namespace: "store-contact" → "storeContact". */
export const camelCase = (kind) => kind.replace(/-(\w)/g, (_, c) => c.toUpperCase());

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/**
 * Every language's messages, the shared file's then each kind's, with the kinds that have a messages file.
 * Throws on a file of no registered kind, a language missing or extra, an id in one language only, an id outside
 * the kind's namespace, or an id already taken.
 */
export function mergedMessages(localesDir, kinds) {
  const merged = Object.fromEntries(LANGS.map((lang) => [lang, readJson(join(localesDir, `${lang}.json`))]));
  const widgetsDir = join(localesDir, "widgets");
  const files = existsSync(widgetsDir) ? readdirSync(widgetsDir).filter((f) => f.endsWith(".json")) : [];
  const withMessages = [];
  for (const file of files.sort()) {
    const where = `locales/widgets/${file}`;
    const kind = file.replace(/\.json$/, "");
    if (!kinds.includes(kind)) throw new Error(`${where}: there is no kind "${kind}" (registry/${kind}.ts)`);
    const byLang = readJson(join(widgetsDir, file));
    const langs = Object.keys(byLang).sort();
    if (langs.join() !== [...LANGS].sort().join()) {
      throw new Error(`${where}: must hold exactly the languages ${LANGS.join(", ")} (has ${langs.join(", ")})`);
    }
    const namespace = `${camelCase(kind)}.`;
    for (const lang of LANGS) {
      for (const [id, message] of Object.entries(byLang[lang])) {
        if (!id.startsWith(namespace))
          throw new Error(`${where}: "${id}" is outside the kind's namespace "${namespace}"`);
        const other = LANGS.find((otherLang) => !(id in byLang[otherLang]));
        if (other) throw new Error(`${where}: "${id}" is in ${lang} but not in ${other}`);
        if (id in merged[lang]) throw new Error(`${where}: "${id}" is already defined (locales/${lang}.json)`);
        merged[lang][id] = message;
      }
    }
    withMessages.push(kind);
  }
  return { messages: merged, kinds: withMessages };
}

/** The module that gives TypeScript and the server every kind's messages (src/i18n/messages.ts merges them in). */
export function widgetMessagesModule(kinds) {
  const spread = (lang) => kinds.map((kind) => `...${camelCase(kind)}.${lang}`).join(", ");
  return [
    ...kinds.map((kind) => `import ${camelCase(kind)} from "../../locales/widgets/${kind}.json";`),
    "",
    "/** Every kind's messages (locales/widgets/<kind>.json), per language. */",
    `export const widgetMessages = {`,
    ...LANGS.map((lang) => `  ${lang}: { ${spread(lang)} },`),
    `};`,
    "",
  ].join("\n");
}
