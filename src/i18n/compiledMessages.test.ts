import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { loadedMessages } from "./compiledMessages";
import { type MessageId, messagesByLang } from "./messages";
import messageParts from "./message-parts.json";
import serverOnlyPrefixes from "./server-only-prefixes.json";

const forPages = (id: string) => !serverOnlyPrefixes.some((prefix) => id.startsWith(prefix));
const inPart = (id: string) => Object.values(messageParts).some((prefixes) => prefixes.some((p) => id.startsWith(p)));

describe.each(["th", "en"] as const)("compiled %s messages", (lang) => {
  it("are exactly the parsed locale file, message for message, without the stand-ins' and the parts' (npm run gen:check keeps them fresh)", () => {
    const source = messagesByLang[lang];
    const compiled = loadedMessages(lang);
    const ids = (Object.keys(source) as MessageId[]).filter((id) => forPages(id) && !inPart(id));
    expect(ids.length).toBeLessThan(Object.keys(source).length);
    expect(Object.keys(compiled).sort()).toEqual(ids.sort());
    for (const id of ids) expect(compiled[id], id).toEqual(parse(source[id]));
  });

  it("put each part's messages in the part's own file, parsed", async () => {
    const source = messagesByLang[lang];
    const part = (await import(`../generated/messages/cart-errors.${lang}.json`)).default as Record<string, unknown>;
    const ids = (Object.keys(source) as MessageId[]).filter((id) => id.startsWith("cart.error."));
    expect(ids.length).toBeGreaterThan(10);
    expect(Object.keys(part).sort()).toEqual(ids.sort());
    for (const id of ids) expect(part[id], id).toEqual(parse(source[id]));
  });
});
