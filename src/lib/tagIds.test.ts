import { describe, expect, it } from "vitest";
import baseSchema from "../../schemas/base.schema.json";
import { googleTagPurpose, isTagId, TAG_ID_PATTERNS, type TagIdKind } from "./tagIds";

/** What no kind accepts: break-outs, padding, markup, other types. */
const NEVER: unknown[] = [
  "",
  " ",
  "GTM-X');alert(1)//",
  "G-ABC123</script>",
  "AW-123456789\n",
  "\tG-ABC1234",
  "G-ABC1234 ",
  " 123456789012345",
  "javascript:alert(1)",
  "a\u2028b",
  null,
  undefined,
  123456789012345,
  ["G-ABC1234"],
  {},
];

const CASES: Record<TagIdKind, { valid: string[]; invalid: string[] }> = {
  googleTag: {
    valid: ["G-ABC1234", "G-1A2B3C4D5E", "AW-123456789", "AW-123456", "GT-WXYZ123", "DC-12345", "DC-123456789012"],
    invalid: [
      "g-abc1234", // lowercase
      "G-abc1234",
      "aw-123456789",
      "AW-12345A789", // AW- is digits only
      "DC-ABCDE",
      "G-ABC", // too short
      "G-ABCDEFGHIJKLM", // too long
      "AW-1234567890123",
      "UA-12345-1", // Universal Analytics ended
      "GTM-ABC1234", // a container, not a Google tag
      "G_ABC1234",
      "G-ABC 1234",
      "G-ABC1234;",
      "G-ÅBC1234",
    ],
  },
  tagManager: {
    valid: ["GTM-ABCD", "GTM-K9X2ZQ7", "GTM-ABCDE12345"],
    invalid: [
      "gtm-k9x2zq7",
      "GTM-k9x2zq7",
      "GTM-ABC",
      "GTM-ABCDE123456",
      "G-ABC1234",
      "GTM-",
      "GTM-AB-CD",
      "GTM-ABCD'",
    ],
  },
  metaPixel: {
    valid: ["123456789012345", "1234567890123456"],
    invalid: ["12345678901234", "12345678901234567", "12345678901234a", "+123456789012345", "1234567890 12345"],
  },
  tiktokPixel: {
    valid: ["C4ABCDEFGHIJKLMNOPQR", "CABC1234DEF5678GHI9J"],
    invalid: ["c4abcdefghijklmnopqr", "C4ABCDEFGHIJKLMNOPQ", "C4ABCDEFGHIJKLMNOPQRS", "C4ABCDEFGHIJKLMNOP-R"],
  },
  lineTag: {
    valid: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8", "00000000-0000-0000-0000-000000000000"],
    invalid: [
      "1D5BA2B9-0A48-4AC4-B8D0-4D2D1EE5C0E8", // the LINE Tag console writes lowercase
      "1d5ba2b90a484ac4b8d04d2d1ee5c0e8",
      "1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e",
      "1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8a",
      "1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0eg",
    ],
  },
  adwordsId: {
    valid: ["AW-123456789", "AW-123456"],
    invalid: ["AW-12345", "AW-1234567890123", "aw-123456789", "G-ABC1234", "AW-ABCDEFGHI"],
  },
  adwordsLabel: {
    valid: ["AbC-D_efG-h12", "abcd", "a".repeat(40)],
    invalid: ["abc", "a".repeat(41), "AbC/D", "AbC D", "AbC'", "ฉลาก1234"],
  },
  statServer: {
    valid: ["stats.example.com", "stat.shop.co.th", "stats.example.com:8443", "a-b.example.com"],
    invalid: [
      "Stats.Example.com",
      "https://stats.example.com",
      "stats.example.com/stat.js",
      "localhost",
      "-stats.example.com",
      "stats-.example.com",
      "stats.example.com:",
      "stats.example.com:123456",
      "stats.example.com?x",
      "user@stats.example.com",
    ],
  },
};

describe("isTagId", () => {
  for (const [kind, { valid, invalid }] of Object.entries(CASES) as [TagIdKind, (typeof CASES)[TagIdKind]][]) {
    describe(kind, () => {
      it.each(valid)("accepts %j", (id) => expect(isTagId(kind, id)).toBe(true));
      it.each([...invalid, ...NEVER])("rejects %j", (id) => expect(isTagId(kind, id)).toBe(false));
    });
  }
});

describe("googleTagPurpose", () => {
  it.each([
    ["G-ABC1234", "analytics"],
    ["GT-WXYZ123", "analytics"],
    ["AW-123456789", "ads"],
    ["DC-12345", "ads"],
  ])("%s is for %s", (id, purpose) => expect(googleTagPurpose(id)).toBe(purpose));
});

describe("the import schema (schemas/base.schema.json) checks the same patterns", () => {
  const { definitions, properties } = baseSchema;
  it.each([
    ["googleTag", definitions.googleTagId.pattern],
    ["tagManager", definitions.tagManagerId.pattern],
    ["metaPixel", definitions.metaPixelId.pattern],
    ["tiktokPixel", definitions.tiktokPixelId.pattern],
    ["lineTag", definitions.lineTagId.pattern],
    ["adwordsLabel", definitions.adwordsLabel.pattern],
    ["adwordsId", properties.adwords.properties.id.pattern],
    ["statServer", properties.web.properties.stat_server.pattern],
  ] as const)("%s", (kind, pattern) => {
    expect(pattern).toBe(TAG_ID_PATTERNS[kind].source);
  });
});
