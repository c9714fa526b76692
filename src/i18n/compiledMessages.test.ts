import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { loadedMessages } from "./compiledMessages";
import { type MessageId, messagesByLang } from "./messages";

describe.each(["th", "en"] as const)("compiled %s messages", (lang) => {
  it("are exactly the parsed locale file, message for message (npm run gen:check keeps them fresh)", () => {
    const source = messagesByLang[lang];
    const compiled = loadedMessages(lang);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
    for (const id of Object.keys(source) as MessageId[]) expect(compiled[id], id).toEqual(parse(source[id]));
  });
});
