import { describe, expect, it } from "vitest";
import { widgetDefinitions } from "~/generated/widget-registry";
import { defineWidget } from "../../registry/types";
import { createMigrationIds, createMigrationSequence, migrateSetting } from "./migrations";
import { type AnyWidgetDefinition, createNodeValidator } from "~/renderer/nodeValidator";
import { normalizeTree } from "~/renderer/normalizeTree";

const versions = createMigrationIds("banner", { AddTone: 2, RenameCaption: 3 });

/** A kind at version 3: version 2 added a tone, version 3 renamed caption to title. */
const banner = createMigrationSequence("banner", [
  {
    id: versions.AddTone,
    up(setting) {
      setting.tone = "plain";
    },
  },
  {
    id: versions.RenameCaption,
    up: ({ caption, ...rest }) => ({ ...rest, title: caption }),
  },
]);

describe("createMigrationIds", () => {
  it("names each version of a kind as <kind>/<version>", () => {
    expect(versions).toEqual({ AddTone: "banner/2", RenameCaption: "banner/3" });
  });
});

describe("createMigrationSequence", () => {
  it("derives the current version from the steps: 1 with none, one more per step", () => {
    expect(createMigrationSequence("plain", []).currentVersion).toBe(1);
    expect(banner.currentVersion).toBe(3);
  });

  it.each([
    { ids: ["banner/3"], expected: "banner/2", what: "a skipped version" },
    { ids: ["banner/2", "banner/2"], expected: "banner/3", what: "a repeated version" },
    { ids: ["banner/1"], expected: "banner/2", what: "version 1, which needs no step" },
    { ids: ["slider/2"], expected: "banner/2", what: "another kind's id" },
  ])("refuses $what, naming the id it expected", ({ ids, expected }) => {
    const steps = ids.map((id) => ({ id: id as `${string}/${number}`, up: () => undefined }));
    expect(() => createMigrationSequence("banner", steps)).toThrow(`must have the id "${expected}"`);
  });
});

describe("migrateSetting", () => {
  it("runs every step after the stored version, in order; a missing version is 1", () => {
    expect(migrateSetting(banner, undefined, { caption: "Hi" })).toEqual({
      setting: { tone: "plain", title: "Hi" },
      version: 3,
    });
    expect(migrateSetting(banner, 1, { caption: "Hi" })).toEqual({
      setting: { tone: "plain", title: "Hi" },
      version: 3,
    });
    expect(migrateSetting(banner, 2, { caption: "Hi", tone: "dark" })).toEqual({
      setting: { tone: "dark", title: "Hi" },
      version: 3,
    });
  });

  it("hands back a current setting as it is, and never changes the caller's", () => {
    const current = { title: "Hi", tone: "dark" };
    expect((migrateSetting(banner, 3, current) as { setting: unknown }).setting).toBe(current);
    const old = { caption: "Hi" };
    migrateSetting(banner, 1, old);
    expect(old).toEqual({ caption: "Hi" });
  });

  it("changes the caller's setting in place when the caller hands it over (owned)", () => {
    const owned = { caption: "Hi" };
    expect((migrateSetting(banner, 1, owned, true) as { setting: unknown }).setting).toEqual({
      tone: "plain",
      title: "Hi",
    });
    expect(owned).toEqual({ caption: "Hi", tone: "plain" }); // the first step changed it, the second made a new one
  });

  it("leaves a setting that is not an object for validation to reject", () => {
    expect(migrateSetting(banner, 1, "text")).toEqual({ setting: "text", version: 1 });
    expect(migrateSetting(banner, 1, [1])).toEqual({ setting: [1], version: 1 });
  });

  it.each([
    { version: 4, error: "version 4 is newer than this storefront knows (3)" },
    { version: 0, error: "version must be a positive integer, not 0" },
    { version: 1.5, error: "version must be a positive integer, not 1.5" },
    { version: "2", error: 'version must be a positive integer, not "2"' },
    { version: null, error: "version must be a positive integer, not null" },
  ])("refuses version $version", ({ version, error }) => {
    expect(migrateSetting(banner, version, {})).toEqual({ error });
  });

  it("reports a step that throws, naming it", () => {
    const failing = createMigrationSequence("banner", [
      {
        id: versions.AddTone,
        up() {
          throw new TypeError("no tone for you");
        },
      },
    ]);
    expect(migrateSetting(failing, 1, {})).toEqual({ error: "migration banner/2 failed: no tone for you" });
  });
});

describe("the pipeline migrates every node it is given", () => {
  const schema = {
    type: "object",
    additionalProperties: false,
    required: ["title", "tone"],
    properties: { title: { type: "string" }, tone: { enum: ["plain", "dark"] } },
  };
  const definition = (loadMigrations: AnyWidgetDefinition["loadMigrations"]): AnyWidgetDefinition =>
    defineWidget({
      kind: "banner",
      loadSchema: async () => ({ default: schema }),
      loadMigrations,
      load: async () => ({ default: () => null }),
      zones: ["page"],
      acceptsChildren: false,
    }) as AnyWidgetDefinition;
  const node = (ukey: string, version: number | undefined, setting: object) => ({
    ukey,
    type: "widget",
    kind: "banner",
    version,
    setting,
  });
  const PAGE = { pointer: "/pageComponent/children", zone: "page", keepInvalid: false } as const;

  it("renders old and current nodes alike; a newer or failing one is reported with its pointer and skipped", async () => {
    const validator = await createNodeValidator([definition(async () => ({ default: banner }))]);
    const { nodes, problems } = normalizeTree(
      [
        node("old", undefined, { caption: "Hi" }),
        node("v2", 2, { caption: "Hi", tone: "dark" }),
        node("now", 3, { title: "Hi", tone: "plain" }),
        node("future", 4, { title: "Hi", tone: "plain", glow: true }),
        node("badly-migrated", 1, { caption: 42 }),
      ],
      validator,
      PAGE,
    );
    expect(nodes.map(({ ukey, setting }) => [ukey, setting])).toEqual([
      ["old", { title: "Hi", tone: "plain" }],
      ["v2", { title: "Hi", tone: "dark" }],
      ["now", { title: "Hi", tone: "plain" }],
    ]);
    expect(problems).toEqual([
      expect.objectContaining({ pointer: "/pageComponent/children/3", ukey: "future", message: expect.any(String) }),
      expect.objectContaining({
        pointer: "/pageComponent/children/4",
        errors: ["/pageComponent/children/4/setting/title must be string"],
      }),
    ]);
    expect(problems[0]?.message).toBe("version 4 is newer than this storefront knows (3)");
  });

  it("a step that throws loses its node only, as a placeholder in preview", async () => {
    const throwing = createMigrationSequence("banner", [
      {
        id: versions.AddTone,
        up(setting) {
          if (setting.caption === "boom") throw new Error("cannot read the caption");
        },
      },
    ]);
    const validator = await createNodeValidator([definition(async () => ({ default: throwing }))]);
    const tree = [node("boom", 1, { caption: "boom" }), node("fine", 2, { title: "Hi", tone: "plain" })];
    const { nodes, problems } = normalizeTree(tree, validator, { ...PAGE, keepInvalid: true });
    expect(nodes.map((kept) => [kept.ukey, kept.problem?.pointer])).toEqual([
      ["boom", "/pageComponent/children/0"],
      ["fine", undefined],
    ]);
    expect(problems.map((problem) => problem.message)).toEqual(["migration banner/2 failed: cannot read the caption"]);
  });

  it("refuses, at start, a kind whose migrations are another kind's", async () => {
    const theirs = createMigrationSequence("slider", []);
    await expect(createNodeValidator([definition(async () => ({ default: theirs }))])).rejects.toThrow(
      'kind "banner" loads the migrations of kind "slider"',
    );
  });

  it("every registered kind's migrations load, are its own and start from version 1", async () => {
    for (const entry of widgetDefinitions as readonly AnyWidgetDefinition[]) {
      const sequence = (await entry.loadMigrations?.())?.default;
      if (!sequence) continue;
      expect(sequence.kind).toBe(entry.kind);
      expect(sequence.currentVersion).toBe(sequence.migrations.length + 1);
    }
  });
});
