import { describe, expect, it } from "vitest";
import { formProblems } from "./formProblems";

const label = (en: string) => ({ th: `ไทย ${en}`, en });
const BASE = "https://storefront.local/schemas/";

/** A shared file like common.schema.json: a labelled link whose newTab has no label. */
const shared = {
  $id: `${BASE}shared.schema.json`,
  definitions: {
    link: {
      "x-label": label("Link"),
      type: "object",
      properties: { url: { "x-label": label("Address"), type: "string" }, newTab: { type: "boolean" } },
    },
    unlabelled: { type: "string" },
  },
};
const lookup = (id: string) => (id === shared.$id ? shared : undefined);

/** A kind schema with one of each problem the check finds, beside labelled fields it accepts. */
const kind = {
  $id: `${BASE}widgets/probe.schema.json`,
  "x-label": label("Probe"),
  type: "object",
  properties: {
    title: { "x-label": label("Title"), type: "string" },
    subtitle: { "x-label": { th: "หัวข้อรอง", en: " " }, type: "string" },
    body: { "x-label": label("Body"), type: "string", "x-sanitize": "html" },
    tone: {
      "x-label": label("Tone"),
      enum: ["plain", "dark"],
      "x-enum-labels": { plain: label("Plain"), dim: label("Dim") },
    },
    level: { "x-label": label("Level"), enum: [1, 2], "x-enum-labels": { "1": label("One"), "2": label("Two") } },
    link: { "x-label": label("Link"), $ref: "../shared.schema.json#/definitions/link" },
    slides: {
      "x-label": label("Slides"),
      type: "array",
      items: { type: "object", properties: { "a/b": { type: "string" } } },
    },
    ids: { "x-label": label("Ids"), type: "array", items: { type: "string" } },
    blocks: {
      "x-label": label("Blocks"),
      type: "array",
      items: { "x-label": label("Block"), oneOf: [{ $ref: "#/definitions/text" }, { type: "object", properties: {} }] },
    },
    other: { "x-label": label("Other"), $ref: "../shared.schema.json#/definitions/unlabelled" },
    missing: { "x-label": label("Missing"), $ref: "../nowhere.schema.json" },
  },
  if: { properties: { title: { const: "x" } } },
  then: { properties: { extra: { type: "string" } } },
  definitions: { text: { "x-label": label("Text"), type: "object", properties: { html: { type: "string" } } } },
};

describe("formProblems", () => {
  it("names each field a generated form could not label, by file and JSON pointer", () => {
    expect(formProblems(kind, lookup)).toEqual([
      "widgets/probe.schema.json#/properties/subtitle has no x-label with both th and en",
      'widgets/probe.schema.json#/properties/body has x-sanitize but not x-widget "richtext"',
      'widgets/probe.schema.json#/properties/tone has no x-enum-labels entry with both th and en for "dark"',
      'widgets/probe.schema.json#/properties/tone has x-enum-labels for "dim", which is not one of its enum values',
      "shared.schema.json#/definitions/link/properties/newTab has no x-label with both th and en (reached through widgets/probe.schema.json#/properties/link)",
      "widgets/probe.schema.json#/properties/slides/items has no x-label with both th and en",
      "widgets/probe.schema.json#/properties/slides/items/properties/a~1b has no x-label with both th and en",
      "widgets/probe.schema.json#/definitions/text/properties/html has no x-label with both th and en",
      "widgets/probe.schema.json#/properties/blocks/items/oneOf/1 has no x-label with both th and en",
      "shared.schema.json#/definitions/unlabelled has no x-label with both th and en (reached through widgets/probe.schema.json#/properties/other)",
      "widgets/probe.schema.json#/properties/missing has a $ref that leads nowhere: ../nowhere.schema.json",
    ]);
  });

  it("asks for a label on the kind itself", () => {
    expect(formProblems({ $id: `${BASE}widgets/bare.schema.json`, type: "object" }, lookup)).toEqual([
      "widgets/bare.schema.json# has no x-label with both th and en",
    ]);
  });
});
