import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { loadedMessages } from "./compiledMessages";
import { type MessageId, messagesByLang } from "./messages";
import serverOnlyPrefixes from "./server-only-prefixes.json";

const forPages = (id: string) => !serverOnlyPrefixes.some((prefix) => id.startsWith(prefix));

describe.each(["th", "en"] as const)("compiled %s messages", (lang) => {
  it("are exactly the parsed locale file, message for message, without the stand-ins' (npm run gen:check keeps them fresh)", () => {
    const source = messagesByLang[lang];
    const compiled = loadedMessages(lang);
    const ids = (Object.keys(source) as MessageId[]).filter(forPages);
    expect(ids.length).toBeLessThan(Object.keys(source).length);
    expect(Object.keys(compiled).sort()).toEqual(ids.sort());
    for (const id of ids) expect(compiled[id], id).toEqual(parse(source[id]));
  });
});
