// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { nodeText } from "./nodeText";
import { node } from "./testTrees";

describe("nodeText", () => {
  it("reads a title, heading, text or label setting, in that order", () => {
    expect(nodeText(node("section", "s", [], { title: "Featured", text: "x" }), "en")).toBe("Featured");
    expect(nodeText(node("x", "x", undefined, { heading: "Hi", label: "no" }), "en")).toBe("Hi");
    expect(nodeText(node("x", "x", undefined, { label: "Shop" }), "en")).toBe("Shop");
  });

  it("strips HTML and collapses spaces, from a setting or a paragraph's first text block", () => {
    const paragraph = node("paragraph", "p", undefined, {
      blocks: [{ type: "image" }, { type: "text", html: "<h2>Tea &amp;\n  <b>coffee</b></h2>" }],
    });
    expect(nodeText(paragraph, "en")).toBe("Tea & coffee");
    expect(nodeText(node("x", "x", undefined, { text: "<p>a</p><script>b</script>" }), "en")).toBe("ab");
  });

  it("cuts long text at 40 characters", () => {
    const text = nodeText(node("x", "x", undefined, { title: "word ".repeat(20) }), "en");
    expect(text).toHaveLength(40);
    expect(text.endsWith("…")).toBe(true);
  });

  it("takes the editor language's text of a text given in both, and is empty without text", () => {
    expect(nodeText(node("x", "x", undefined, { title: { th: "ชา", en: "Tea" } }), "th")).toBe("ชา");
    expect(nodeText(node("x", "x", undefined, { title: "  " }), "en")).toBe("");
    expect(nodeText(node("x", "x"), "en")).toBe("");
  });
});
