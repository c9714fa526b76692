import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import th from "../../locales/th.json";
import { type MessageId, messagesByLang } from "./messages";

const locales: Record<string, Record<string, unknown>> = messagesByLang;

/** Every argument and tag a message uses, e.g. ["{code}", "<b>"]. */
function placeholdersOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) {
      found.add(`{${element.value}}`);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      found.add(`{${element.value}}`);
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    } else if (isTagElement(element)) {
      found.add(`<${element.value}>`);
      placeholdersOf(element.children, found);
    }
  }
  return found;
}

describe("locale files", () => {
  it("th and en have exactly the same keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
    expect(Object.keys(messagesByLang.en).sort()).toEqual(Object.keys(messagesByLang.th).sort());
    expect(Object.keys(th).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(locales))("every %s message is a non-empty string that parses as ICU", (_lang, messages) => {
    for (const [key, message] of Object.entries(messages)) {
      expect(typeof message, key).toBe("string");
      expect((message as string).trim(), key).not.toBe("");
      expect(() => parse(message as string), key).not.toThrow();
    }
  });

  it.each(Object.keys(messagesByLang.th) as MessageId[])("%s uses the same placeholders in th and en", (key) => {
    const thPlaceholders = placeholdersOf(parse(messagesByLang.th[key]));
    const enPlaceholders = placeholdersOf(parse(messagesByLang.en[key]));
    expect([...enPlaceholders].sort()).toEqual([...thPlaceholders].sort());
  });

  it("the placeholder check sees arguments, plurals and tags", () => {
    expect(
      [...placeholdersOf(parse("{count, plural, one {# item} other {<b>{count}</b> of {total}}}"))].sort(),
    ).toEqual(["<b>", "{count}", "{total}"]);
  });

  it("messagesByLang serves the shared file and every kind's file (locales/widgets/) for its language", () => {
    expect(messagesByLang.th).toMatchObject(th);
    expect(messagesByLang.en).toMatchObject(en);
    expect(messagesByLang.th["breadcrumbs.home"]).toBe("หน้าแรก");
    expect(messagesByLang.en["breadcrumbs.home"]).toBe("Home");
  });

  it("has the §8 error page titles", () => {
    expect(en["error.notFound.title"]).toBe("Page Not Found");
    expect(en["error.internal.title"]).toBe("Internal Server Error");
  });
});
