import { describe, expect, it } from "vitest";
import type { PageNode } from "../contracts";
import { type EditedContents, treesOf, withTrees } from "./editedTrees";

const node = (ukey: string): PageNode => ({ ukey, type: "widget", kind: "paragraph", setting: { text: ukey } });

const contents: EditedContents = {
  page: {
    th: { pageComponent: { children: [node("th-hero")] }, pageSetting: { layout: "default" } },
    en: { pageComponent: { children: [node("en-hero")] } },
  },
  header: { th: { children: [node("th-logo")] }, en: { children: [node("en-logo")] } },
  footer: { th: { children: [] }, en: {} },
};

describe("treesOf", () => {
  it("reads each language's page and zones", () => {
    expect(treesOf(contents, "th")).toEqual({ header: [node("th-logo")], page: [node("th-hero")], footer: [] });
    expect(treesOf(contents, "en").page).toEqual([node("en-hero")]);
  });

  it("reads a zone or page without children (a new page, an empty zone) as empty", () => {
    expect(treesOf(contents, "en").footer).toEqual([]);
    expect(treesOf({ ...contents, page: { th: {}, en: {} } }, "th").page).toEqual([]);
  });
});

describe("withTrees", () => {
  it("replaces only the changed tree of the language edited, keeping the rest of the document", () => {
    const trees = treesOf(contents, "th");
    const next = withTrees(contents, "th", { ...trees, page: [node("new")] });
    expect(next.header).toBe(contents.header);
    expect(next.footer).toBe(contents.footer);
    expect(next.page.en).toBe(contents.page.en);
    expect(next.page.th).toEqual({ pageComponent: { children: [node("new")] }, pageSetting: { layout: "default" } });
  });

  it("writes a zone's children in the language edited only", () => {
    const trees = treesOf(contents, "en");
    const next = withTrees(contents, "en", { ...trees, header: [] });
    expect(next.header).toEqual({ th: { children: [node("th-logo")] }, en: { children: [] } });
    expect(next.page).toBe(contents.page);
  });

  it("returns documents equal to the input when nothing changed", () => {
    expect(withTrees(contents, "th", treesOf(contents, "th"))).toEqual(contents);
  });
});
