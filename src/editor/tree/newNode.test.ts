import { describe, expect, it } from "vitest";
import { newNode } from "./newNode";
import { sampleTrees } from "./testTrees";

describe("newNode", () => {
  it("makes a section with its schema's defaults, an empty child list and a fresh ukey", async () => {
    const section = await newNode("section", sampleTrees());
    expect(section).toEqual({
      ukey: expect.stringMatching(/^section-[0-9a-f]{8}$/),
      type: "section",
      kind: "section",
      setting: { headingLevel: 2, titleHidden: false, width: "contained", paddingY: "md", tone: "plain" },
      children: [],
    });
  });

  it("types every other kind as a widget, children only for kinds that show them", async () => {
    const row = await newNode("row", sampleTrees());
    expect(row).toMatchObject({ type: "widget", kind: "row", children: [] });
    const paragraph = await newNode("paragraph", sampleTrees());
    expect(paragraph.type).toBe("widget");
    expect("children" in paragraph).toBe(false);
    expect("version" in paragraph).toBe(false);
  });

  it("leaves a required field without a default absent, and gives a kind with migrations its current version", async () => {
    const slider = await newNode("slider", sampleTrees());
    const { default: migrations } = await import("../../../widgets/slider/migrations");
    expect(slider.version).toBe(migrations.currentVersion);
    expect(slider.version).toBeGreaterThan(1);
    expect(slider.setting).not.toHaveProperty("sliders");
  });

  it("rejects a kind the registry does not know", async () => {
    await expect(newNode("retired-kind", sampleTrees())).rejects.toThrow('unknown kind "retired-kind"');
  });
});
