import localizeThai from "ajv-i18n/localize/th";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "./documentLimits";
import { createNodeValidator, type NodeValidator } from "./nodeValidator";
import { type NormalizeOptions, normalizeTree, type RenderNode } from "./normalizeTree";

let validator: NodeValidator;

beforeAll(async () => {
  validator = await createNodeValidator();
});

const PAGE: NormalizeOptions = { pointer: "/pageComponent/children", zone: "page", keepInvalid: false };
const HEADER: NormalizeOptions = { pointer: "/headerZone/children", zone: "header", keepInvalid: false };

const image = { src: "https://cdn.example/banner.jpg", alt: "Banner", width: 1600, height: 600 };

/** A slider node of the current version (2). */
function slider(ukey: string, setting: Record<string, unknown> = { sliders: [{ image }] }) {
  return { ukey, type: "widget", kind: "slider", version: 2, setting };
}

/** A slider node stored before versions were written: version 1. */
function sliderV1(ukey: string, setting: Record<string, unknown>) {
  return { ukey, type: "widget", kind: "slider", setting };
}

function paragraph(ukey: string, html = "<p>Hello</p>") {
  return { ukey, type: "widget", kind: "paragraph", setting: { blocks: [{ type: "text", html }] } };
}

function section(ukey: string, children: unknown[] = [], setting: Record<string, unknown> = {}) {
  return { ukey, type: "section", kind: "section", setting, children };
}

function ukeys(nodes: readonly RenderNode[]): string[] {
  return nodes.map((node) => node.ukey);
}

describe("createNodeValidator", () => {
  it("knows every registry kind and no other", () => {
    for (const kind of [
      "section",
      "row",
      "column",
      "slider",
      "paragraph",
      "main-navigation-list",
      "language-switcher",
    ]) {
      expect(validator.definitionOf(kind)?.kind).toBe(kind);
    }
    expect(validator.definitionOf("marquee")).toBeUndefined();
  });

  it("completes the given setting in place with the schema defaults", () => {
    const setting = { sliders: [{ image }] };
    const check = validator.checkSetting("slider", setting);
    expect(check).toMatchObject({ valid: true, setting: { autoplay: true, sliders: [{ image }] } });
    expect(setting).toMatchObject({ autoplay: true, autoplaySeconds: 5, aspectRatio: "16/6" });
  });

  it("reports an unknown kind as invalid", () => {
    expect(validator.checkSetting("marquee", {}).valid).toBe(false);
  });

  it("says what is wrong in English, or in the language it is given (the live preview of a Thai page)", async () => {
    const setting = { sliders: "none", aspectRatio: "wide", speed: 1 };
    expect(validator.checkSetting("slider", structuredClone(setting))).toEqual({
      valid: false,
      errors: [
        { field: "/setting/speed", message: "/setting/speed is not an allowed property" },
        { field: "/setting/sliders", message: "/setting/sliders must be array" },
        { field: "/setting/aspectRatio", message: '/setting/aspectRatio must match pattern "^[0-9]+/[0-9]+$"' },
      ],
    });
    const thai = await createNodeValidator(undefined, { localize: localizeThai });
    expect(thai.checkSetting("slider", structuredClone(setting))).toEqual({
      valid: false,
      errors: [
        { field: "/setting/speed", message: "/setting/speed ต้องไม่มี property อื่นๆ นอกเหนีอจากที่กำหนดไว้" },
        { field: "/setting/sliders", message: "/setting/sliders ต้องเป็น array" },
        { field: "/setting/aspectRatio", message: '/setting/aspectRatio ต้องตรงตาม pattern "^[0-9]+/[0-9]+$"' },
      ],
    });
  });
});

describe("normalizeTree", () => {
  it("keeps a valid tree with schema defaults applied", () => {
    const tree = [
      section(
        "s1",
        [
          {
            ukey: "r1",
            type: "section",
            kind: "row",
            children: [{ ukey: "c1", type: "section", kind: "column", children: [slider("w1")] }],
          },
        ],
        { title: "Hero" },
      ),
      paragraph("p1"),
    ];
    const { nodes, problems } = normalizeTree(tree, validator, PAGE);
    expect(problems).toEqual([]);
    expect(ukeys(nodes)).toEqual(["s1", "p1"]);
    const [s1] = nodes;
    expect(s1?.kind).toBe("section");
    expect(s1?.setting).toMatchObject({ title: "Hero", paddingY: "md" });
    expect(s1?.problem).toBeUndefined();
    const sliderNode = s1?.children[0]?.children[0]?.children[0];
    expect(sliderNode?.ukey).toBe("w1");
    expect(sliderNode?.setting).toMatchObject({ autoplay: true, autoplaySeconds: 5, sliders: [{ image }] });
    expect(sliderNode?.children).toEqual([]);
  });

  it("keeps explicit settings over defaults", () => {
    const { nodes } = normalizeTree(
      [section("s1", [], { paddingY: "lg" }), slider("w1", { sliders: [{ image }], autoplay: false })],
      validator,
      PAGE,
    );
    expect(nodes[0]?.setting.paddingY).toBe("lg");
    expect(nodes[1]?.setting.autoplay).toBe(false);
  });

  it("returns nothing and no problem for absent children, and an empty list for an empty array", () => {
    expect(normalizeTree(undefined, validator, PAGE)).toEqual({ nodes: [], problems: [], sanitized: [] });
    expect(normalizeTree([], validator, PAGE)).toEqual({ nodes: [], problems: [], sanitized: [] });
  });

  it("skips an unknown kind, reports it with its JSON pointer, and still renders its siblings", () => {
    const tree = [paragraph("p1"), { ukey: "m1", type: "widget", kind: "marquee", setting: {} }, paragraph("p2")];
    const { nodes, problems } = normalizeTree(tree, validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p1", "p2"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/pageComponent/children/1", ukey: "m1", kind: "marquee" });
    expect(problems[0]?.message).toContain("marquee");
  });

  it("reports an invalid setting with errors naming the field path", () => {
    const tree = [paragraph("p1"), section("s1", [], { paddingY: "huge" }), paragraph("p2")];
    const { nodes, problems } = normalizeTree(tree, validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p1", "p2"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/pageComponent/children/1", ukey: "s1", kind: "section" });
    expect(problems[0]?.errors.some((error) => error.includes("/pageComponent/children/1/setting/paddingY"))).toBe(
      true,
    );
  });

  it("names nested fields and missing required fields", () => {
    const badImage = { ...image, width: 0 };
    const { problems } = normalizeTree(
      [slider("w1", { sliders: [{ image: badImage }] }), slider("w2", {})],
      validator,
      PAGE,
    );
    expect(problems.map((problem) => problem.pointer)).toEqual([
      "/pageComponent/children/0",
      "/pageComponent/children/1",
    ]);
    expect(problems[0]?.errors.join("\n")).toContain("/pageComponent/children/0/setting/sliders/0/image/width");
    expect(problems[1]?.errors.join("\n")).toContain("/pageComponent/children/1/setting/sliders");
  });

  it("skips only an invalid child of a valid section", () => {
    const tree = [
      paragraph("p0"),
      section("s1", [
        paragraph("c0"),
        paragraph("c1"),
        { ukey: "c2", type: "widget", kind: "paragraph", setting: { blocks: [] } },
        paragraph("c3"),
      ]),
    ];
    const { nodes, problems } = normalizeTree(tree, validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p0", "s1"]);
    expect(ukeys(nodes[1]?.children ?? [])).toEqual(["c0", "c1", "c3"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe("/pageComponent/children/1/children/2");
    expect(problems[0]?.ukey).toBe("c2");
  });

  it("reports children that are not an array", () => {
    const { nodes, problems } = normalizeTree({ 0: paragraph("p1") }, validator, PAGE);
    expect(nodes).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe("/pageComponent/children");

    const nested = normalizeTree([section("s1", "oops" as unknown as unknown[])], validator, PAGE);
    expect(ukeys(nested.nodes)).toEqual(["s1"]);
    expect(nested.nodes[0]?.children).toEqual([]);
    expect(nested.problems.map((problem) => problem.pointer)).toEqual(["/pageComponent/children/0/children"]);
  });

  it.each([
    ["null", null],
    ["a string", "paragraph"],
    ["a number", 7],
    ["an array", [paragraph("p9")]],
  ])("reports a node that is %s", (_label, raw) => {
    const { nodes, problems } = normalizeTree([paragraph("p1"), raw], validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p1"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe("/pageComponent/children/1");
  });

  it.each([
    ["ukey", { type: "widget", kind: "paragraph", setting: { blocks: [{ type: "text", html: "x" }] } }],
    ["ukey", { ukey: "", type: "widget", kind: "paragraph", setting: { blocks: [{ type: "text", html: "x" }] } }],
    ["kind", { ukey: "p1", type: "widget", setting: {} }],
    ["type", { ukey: "p1", kind: "paragraph", setting: { blocks: [{ type: "text", html: "x" }] } }],
    ["type", { ukey: "p1", type: "gadget", kind: "paragraph", setting: { blocks: [{ type: "text", html: "x" }] } }],
  ])("reports a node with a missing or bad %s", (field, raw) => {
    const { nodes, problems } = normalizeTree([raw], validator, PAGE);
    expect(nodes).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.pointer).toBe("/pageComponent/children/0");
    expect(problems[0]?.errors.join("\n")).toContain(`/pageComponent/children/0/${field}`);
  });

  it("reports a kind that is not allowed in the zone", () => {
    const { nodes, problems } = normalizeTree([slider("w1"), paragraph("p1")], validator, HEADER);
    expect(ukeys(nodes)).toEqual(["p1"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/headerZone/children/0", ukey: "w1", kind: "slider" });
    expect(problems[0]?.message).toContain("header");

    const inPage = normalizeTree([slider("w1")], validator, PAGE);
    expect(inPage.problems).toEqual([]);
    expect(ukeys(inPage.nodes)).toEqual(["w1"]);
  });

  it("keeps invalid nodes as placeholders carrying their problem when asked", () => {
    const tree = [
      paragraph("p1"),
      { ukey: "m1", type: "widget", kind: "marquee", setting: {} },
      section("s1", [], { tone: "neon" }),
      42,
    ];
    const { nodes, problems } = normalizeTree(tree, validator, { ...PAGE, keepInvalid: true });
    expect(nodes).toHaveLength(4);
    expect(nodes[0]?.problem).toBeUndefined();
    expect(nodes.slice(1).map((node) => node.problem)).toEqual(problems);
    expect(nodes[1]).toMatchObject({ ukey: "m1", kind: "marquee", children: [] });
    expect(nodes[1]?.problem?.pointer).toBe("/pageComponent/children/1");
    expect(nodes[2]).toMatchObject({ ukey: "s1", kind: "section", children: [] });
    expect(nodes[2]?.problem?.errors.join("\n")).toContain("/pageComponent/children/2/setting/tone");
    expect(nodes[3]?.problem?.pointer).toBe("/pageComponent/children/3");
    expect(new Set(nodes.map((node) => node.ukey)).size).toBe(4);
  });

  it("accepts `info` instead of `setting`, migrating it like a setting", () => {
    const { nodes, problems } = normalizeTree(
      [{ ukey: "w1", type: "widget", kind: "slider", info: { sliders: [{ image }], autoplayMs: 3000 } }], // version 1
      validator,
      PAGE,
    );
    expect(problems).toEqual([]);
    expect(nodes[0]?.setting).toEqual({
      sliders: [{ image }],
      autoplay: true,
      autoplaySeconds: 3,
      aspectRatio: "16/6",
    });
  });

  it("marks a handed-over node with the version it was migrated to, so normalising it again migrates nothing twice", () => {
    const children = [{ ukey: "w1", type: "widget", kind: "slider", info: { sliders: [{ image }], autoplayMs: 3000 } }];
    const first = normalizeTree(children, validator, { ...PAGE, inputOwned: true });
    const again = normalizeTree(children, validator, { ...PAGE, inputOwned: true });
    expect(children[0]).toMatchObject({ version: 2, info: { autoplay: true, autoplaySeconds: 3 } });
    expect(again.problems).toEqual([]);
    expect(again.nodes[0]?.setting).toEqual(first.nodes[0]?.setting);
  });

  it("treats a missing setting as empty, so defaults apply or required fields are reported", () => {
    const { nodes, problems } = normalizeTree(
      [
        { ukey: "s1", type: "section", kind: "section" },
        { ukey: "w1", type: "widget", kind: "slider" },
      ],
      validator,
      PAGE,
    );
    expect(ukeys(nodes)).toEqual(["s1"]);
    expect(nodes[0]?.setting).toMatchObject({ paddingY: "md", width: "contained" });
    expect(problems.map((problem) => problem.pointer)).toEqual(["/pageComponent/children/1"]);
  });

  it("reports a ukey taken by an earlier sibling and skips that node; a cousin may share it", () => {
    const section = { ukey: "s1", type: "section", kind: "section", children: [paragraph("p1"), paragraph("p1")] };
    const { nodes, problems } = normalizeTree([section, paragraph("p1"), paragraph("s1")], validator, PAGE);
    expect(ukeys(nodes)).toEqual(["s1", "p1"]);
    expect(nodes[0]?.children.map((node) => node.ukey)).toEqual(["p1"]);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: "/pageComponent/children/0/children/1",
        message: expect.stringContaining('"p1" is taken'),
      }),
      expect.objectContaining({
        pointer: "/pageComponent/children/2",
        message: expect.stringContaining('"s1" is taken'),
      }),
    ]);
    const kept = normalizeTree([paragraph("p1"), paragraph("p1")], validator, { ...PAGE, keepInvalid: true });
    expect(kept.nodes.map((node) => node.ukey)).toEqual(["p1", "/pageComponent/children/1"]); // React keys stay apart
  });

  it("reports a version newer than the storefront knows, or not a version at all, and skips only that node", () => {
    const { nodes, problems } = normalizeTree(
      [
        { ...slider("s3"), version: 3 },
        { ...paragraph("p1"), version: "1" },
        { ...paragraph("p2"), version: 1 },
        slider("s2"),
      ],
      validator,
      PAGE,
    );
    expect(ukeys(nodes)).toEqual(["p2", "s2"]);
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: "/pageComponent/children/0",
        ukey: "s3",
        message: "version 3 is newer than this storefront knows (2)",
      }),
      expect.objectContaining({
        pointer: "/pageComponent/children/1",
        ukey: "p1",
        message: 'version must be a positive integer, not "1"',
      }),
    ]);
  });

  it("sanitises the html of a paragraph text block, and says where it changed what", () => {
    const html = '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(2)">x</a></p>';
    const { nodes, problems, sanitized } = normalizeTree([paragraph("p1", html)], validator, PAGE);
    expect(problems).toEqual([]);
    const blocks = nodes[0]?.setting.blocks as { type: string; html: string }[];
    expect(blocks[0]?.type).toBe("text");
    expect(blocks[0]?.html).toContain("Hi");
    expect(blocks[0]?.html).not.toMatch(/script|onclick|javascript|alert|steal/i);
    expect(sanitized).toEqual([
      { pointer: "/pageComponent/children/0/setting/blocks/0/html", html, clean: blocks[0]?.html },
    ]);
  });

  it("does not mutate its input", () => {
    const tree = [
      section("s1", [paragraph("c0", "<script>x()</script><p>y</p>"), slider("bad", {})]),
      { ukey: "w1", type: "widget", kind: "slider", info: { sliders: [{ image }] } },
      { ukey: "m1", type: "widget", kind: "marquee" },
      { ...paragraph("p1"), children: [paragraph("p2")] },
    ];
    const copy = structuredClone(tree);
    normalizeTree(tree, validator, PAGE);
    normalizeTree(tree, validator, { ...PAGE, keepInvalid: true });
    expect(tree).toEqual(copy);
  });

  it("with inputOwned, migrates and completes the caller's settings in place instead of copying them", () => {
    const tree = [slider("s1", { sliders: [{ image }] }), sliderV1("old", { sliders: [{ image }], autoplayMs: 0 })];
    const { nodes } = normalizeTree(tree, validator, { ...PAGE, inputOwned: true });
    expect(nodes[0]?.setting).toBe(tree[0]?.setting);
    expect(tree[0]?.setting).toMatchObject({ autoplay: true, autoplaySeconds: 5 });
    expect(nodes[1]?.setting).toBe(tree[1]?.setting);
    expect(tree[1]?.setting).toEqual({
      sliders: [{ image }],
      autoplay: false,
      autoplaySeconds: 5,
      aspectRatio: "16/6",
    });
  });

  it("reports children of a kind that takes none and keeps the node without them", () => {
    const { nodes, problems } = normalizeTree([{ ...paragraph("p1"), children: [paragraph("p2")] }], validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p1"]);
    expect(nodes[0]?.children).toEqual([]);
    expect(nodes[0]?.problem).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: "/pageComponent/children/0/children", ukey: "p1", kind: "paragraph" });
  });

  it("validates header widgets in the header zone", () => {
    const { nodes, problems } = normalizeTree(
      [
        {
          ukey: "n1",
          type: "widget",
          kind: "main-navigation-list",
          setting: { menuItems: [{ label: "Home", link: { url: "/" } }] },
        },
        { ukey: "l1", type: "widget", kind: "language-switcher", setting: { display: "flag" } },
        { ukey: "l2", type: "widget", kind: "language-switcher" },
      ],
      validator,
      HEADER,
    );
    expect(ukeys(nodes)).toEqual(["n1", "l2"]);
    expect(nodes[0]?.setting).toMatchObject({
      menuItems: [{ label: "Home", link: { url: "/", newTab: false }, dropdownType: "none" }],
    });
    expect(nodes[1]?.setting).toEqual({ display: "code" });
    expect(problems.map((problem) => problem.pointer)).toEqual(["/headerZone/children/1"]);
    expect(problems[0]?.errors.join("\n")).toContain("/headerZone/children/1/setting/display");
  });
});

/** Trees stored before the document limits, or sent by a preview: cut, reported, never a crash. */
describe("normalizeTree within DOCUMENT_LIMITS", () => {
  const { nodesPerTree, nodeDepth, stringBytes } = DOCUMENT_LIMITS;

  it("renders the first 2,000 nodes of a page of 100,000 and reports the rest once", () => {
    const children = Array.from({ length: 100_000 }, (_, index) => paragraph(`p${index}`));
    const { nodes, problems } = normalizeTree(children, validator, PAGE);
    expect(nodes).toHaveLength(nodesPerTree);
    expect(problems).toEqual([
      {
        pointer: `/pageComponent/children/${nodesPerTree}`,
        message: "skipped with the nodes after it: a page or zone holds at most 2,000 nodes",
        errors: [],
      },
    ]);
  });

  it("skips nodes nested past 32 levels, at any depth, without recursing into them", () => {
    let tree: unknown[] = [];
    for (let level = 100_000; level >= 1; level--) tree = [section(`s${level}`, tree)];
    const { nodes, problems } = normalizeTree(tree, validator, { ...PAGE, keepInvalid: true });
    let depth = 0;
    for (let node = nodes[0]; node && !node.problem; node = node.children[0]) depth++;
    expect(depth).toBe(nodeDepth);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toBe("nested deeper than 32 levels of nodes: skipped with its children");
    expect(problems[0]?.pointer).toBe(`/pageComponent/children/0${"/children/0".repeat(nodeDepth)}`);
  });

  it("skips a node with a string over the limit and names it, keeping its siblings", () => {
    const big = { ...slider("big"), setting: { sliders: [{ image: { ...image, alt: "x".repeat(stringBytes + 1) } }] } };
    const { nodes, problems } = normalizeTree([big, paragraph("p1")], validator, PAGE);
    expect(ukeys(nodes)).toEqual(["p1"]);
    expect(problems[0]?.errors).toEqual([
      "/pageComponent/children/0/setting/sliders/0/image/alt: string of 100,001 bytes exceeds 100,000",
    ]);
  });

  it("stops reading a tree once its strings pass 2 MiB", () => {
    const children = Array.from({ length: 30 }, (_, index) => paragraph(`p${index}`, "x".repeat(99_000)));
    const { nodes, problems } = normalizeTree(children, validator, PAGE);
    expect(nodes.length).toBeLessThan(22); // 2 MiB / 99,000 bytes
    expect(problems.at(-1)?.message).toBe(
      "skipped with the nodes after it: a page or zone holds at most 2,097,152 bytes",
    );
  });
});
