import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mergedMessages } from "./widgetMessages.mjs";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A locales/ folder with shared messages and these kinds' files. */
function locales(kindFiles: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), "locales-"));
  writeFileSync(join(dir, "th.json"), JSON.stringify({ "common.close": "ปิด", "row.legacy": "เก่า" }));
  writeFileSync(join(dir, "en.json"), JSON.stringify({ "common.close": "Close", "row.legacy": "Old" }));
  mkdirSync(join(dir, "widgets"));
  for (const [kind, messages] of Object.entries(kindFiles)) {
    writeFileSync(join(dir, "widgets", `${kind}.json`), JSON.stringify(messages));
  }
  return dir;
}

const KINDS = ["store-contact", "row"];

describe("the generator's merge of each kind's messages", () => {
  it("adds every kind's messages to the shared ones, per language", () => {
    const merged = mergedMessages(
      locales({
        "store-contact": { th: { "storeContact.phone": "โทร {phone}" }, en: { "storeContact.phone": "Phone {phone}" } },
        row: { th: {}, en: {} },
      }),
      KINDS,
    );
    expect(merged.messages).toEqual({
      th: { "common.close": "ปิด", "row.legacy": "เก่า", "storeContact.phone": "โทร {phone}" },
      en: { "common.close": "Close", "row.legacy": "Old", "storeContact.phone": "Phone {phone}" },
    });
    expect(merged.kinds).toEqual(["row", "store-contact"]);
  });

  it.each([
    [
      "an id outside the kind's namespace",
      { row: { th: { "slider.next": "ถัดไป" }, en: { "slider.next": "Next" } } },
      'locales/widgets/row.json: "slider.next" is outside the kind\'s namespace "row."',
    ],
    [
      "an id in one language only",
      { row: { th: { "row.a": "ก" }, en: {} } },
      'locales/widgets/row.json: "row.a" is in th but not in en',
    ],
    [
      "a language missing",
      { row: { th: {} } },
      "locales/widgets/row.json: must hold exactly the languages th, en (has th)",
    ],
    [
      "a clash with a shared message",
      { row: { th: { "row.legacy": "เก่า" }, en: { "row.legacy": "Old" } } },
      'locales/widgets/row.json: "row.legacy" is already defined (locales/th.json)',
    ],
    [
      "a file of no kind",
      { column: { th: {}, en: {} } },
      'locales/widgets/column.json: there is no kind "column" (registry/column.ts)',
    ],
  ])("refuses %s, naming the file and id", (_case, files, message) => {
    expect(() => mergedMessages(locales(files), KINDS)).toThrow(message);
  });
});
