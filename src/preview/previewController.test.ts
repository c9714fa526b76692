import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAjv } from "~/schemas/ajv";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { normalizeTree, type RenderNode } from "~/renderer/normalizeTree";
import { EMPTY_CATALOGUE } from "~/renderer/pageData";
import errorSchema from "../../schemas/preview/error.schema.json";
import readySchema from "../../schemas/preview/ready.schema.json";
import reportSchema from "../../schemas/preview/report.schema.json";
import selectedSchema from "../../schemas/preview/selected.schema.json";
import { createMessageCheck, type MessageCheck } from "./messageCheck";
import { createPreviewController, type PreviewControllerDeps } from "./previewController";
import type { FrameMessageBody } from "./protocol";
import { PreviewStore } from "./PreviewStore";

let validator: NodeValidator;
let check: MessageCheck;
beforeAll(async () => {
  validator = await createNodeValidator();
  check = createMessageCheck();
});

const image = { src: "https://cdn.example/banner.jpg", alt: "Banner", width: 1600, height: 600 };
const slider = { ukey: "hero", type: "widget", kind: "slider", setting: { sliders: [{ image }] } };
const paragraph = (ukey: string, html: string) => ({
  ukey,
  type: "widget",
  kind: "paragraph",
  setting: { blocks: [{ type: "text", html }] },
});
const section = (ukey: string, children: unknown[]) => ({
  ukey,
  type: "section",
  kind: "section",
  setting: {},
  children,
});
const envelope = { source: "storefront-preview", version: 1 } as const;

/** The SSR'd page: what the loader normalised (as the server does). */
function loaderNodes(children: unknown[]): RenderNode[] {
  return normalizeTree(structuredClone(children), validator, {
    pointer: "/pageComponent/children",
    zone: "page",
    keepInvalid: true,
  }).nodes;
}

function controllerWith(page: RenderNode[] = []) {
  const store = new PreviewStore();
  const posted: FrameMessageBody[] = [];
  const deps: PreviewControllerDeps = {
    store,
    validator,
    post: (body) => posted.push(body),
    speak: vi.fn(),
    shown: () => ({ path: "/", page, header: [], footer: [], catalogue: EMPTY_CATALOGUE }),
    fetchCatalogue: async (_needs, have) => ({ catalogue: have, unknownProducts: new Set() }),
    select: vi.fn(async (selection) => selection?.ukey !== "missing"),
    applyBase: vi.fn(),
    afterPaint: async () => {},
    rendered: vi.fn(),
    lang: "en",
  };
  const controller = createPreviewController(deps);
  const receive = async (data: unknown) => {
    const checked = check(data);
    if (checked && "message" in checked) await controller.receive(checked.message);
    else if (checked) posted.push({ type: "error", ...checked.refusal });
  };
  return { store, posted, receive, deps, controller };
}

describe("the preview controller", () => {
  it("replaces the page through the live pipeline, keeping the shown nodes that did not change", async () => {
    const before = [section("top", [slider]), paragraph("text", "<p>old</p>")];
    const shown = loaderNodes(before);
    const { store, posted, receive } = controllerWith(shown);
    await receive({
      ...envelope,
      type: "replace-page",
      requestId: "r1",
      pageComponent: { children: [section("top", [slider]), paragraph("text", "<p>new</p>")] },
    });
    const page = store.pageFor("/");
    expect(page?.nodes[0]).toBe(shown[0]); // the section and its slider: the same objects, not rendered again
    expect(page?.nodes[1]).not.toBe(shown[1]);
    expect(posted).toEqual([{ type: "report", problems: [], nodes: 3, requestId: "r1" }]);
    expect(store.pageFor("/other")).toBeNull();
  });

  it("keeps an invalid node in place as a placeholder and reports it with tree, pointer, ukey, kind and messages", async () => {
    const { store, posted, receive } = controllerWith();
    await receive({
      ...envelope,
      type: "replace-page",
      pageComponent: {
        children: [paragraph("ok", "<p>fine</p>"), { ...paragraph("bad", ""), setting: { blocks: 3 } }],
      },
    });
    expect(store.pageFor("/")?.nodes.map((node) => [node.ukey, Boolean(node.problem)])).toEqual([
      ["ok", false],
      ["bad", true],
    ]);
    expect(posted).toEqual([
      {
        type: "report",
        nodes: 2,
        problems: [
          {
            tree: "page",
            pointer: "/pageComponent/children/1",
            ukey: "bad",
            kind: "paragraph",
            message: 'invalid setting for kind "paragraph"',
            messages: ["/pageComponent/children/1/setting/blocks must be array"],
          },
        ],
      },
    ]);
  });

  it("drops a page head's meta that would set the referrer policy (the preview's address carries its token) and reports it", async () => {
    const { store, posted, receive } = controllerWith();
    const metas = [
      { name: "author", content: "Baan Chaa" },
      { name: "referrer", content: "unsafe-url" },
    ];
    await receive({
      ...envelope,
      type: "replace-page",
      pageComponent: { children: [] },
      pageHead: { title: "About", meta_manual: metas },
    });
    expect(store.pageFor("/")?.head).toEqual({ title: "About", meta_manual: [metas[0]] });
    expect(posted).toEqual([
      {
        type: "report",
        nodes: 0,
        problems: [
          {
            tree: "page",
            pointer: "/pageHead/meta_manual/1/name",
            message: 'dropped: meta name "referrer" may not be set: it changes security behaviour',
            messages: [],
          },
        ],
      },
    ]);
  });

  it("tells the editor when a replacement removed the selected node", async () => {
    const { posted, receive, deps } = controllerWith(loaderNodes([section("top", [slider])]));
    await receive({ ...envelope, type: "select", ukey: "top" });
    deps.select = async (selection) => selection === null; // the frame shows no node any more
    await receive({ ...envelope, type: "replace-page", pageComponent: { children: [] } });
    expect(posted).toEqual([
      { type: "selected", ukey: "top", pointer: "/pageComponent/children/0" },
      { type: "selected", ukey: null, pointer: null },
      { type: "report", problems: [], nodes: 0 },
    ]);
  });

  it("replaces a zone with the zone's own pointers and kinds, and answers selections by ukey or pointer", async () => {
    const { store, posted, receive } = controllerWith(loaderNodes([section("top", [slider])]));
    await receive({ ...envelope, type: "replace-zone", zone: "footer", children: [slider] });
    expect(store.zone("footer")?.map((node) => node.problem?.message)).toEqual([
      'kind "slider" is not allowed in the footer zone',
    ]);
    expect(posted[0]).toMatchObject({
      type: "report",
      problems: [
        { tree: "footer", pointer: "/footerZone/children/0", message: expect.stringContaining("footer zone") },
      ],
    });
    await receive({ ...envelope, type: "select", pointer: "/pageComponent/children/0/children/0" });
    await receive({ ...envelope, type: "select", ukey: "top" });
    await receive({ ...envelope, type: "select", ukey: "missing" });
    await receive({ ...envelope, type: "deselect" });
    expect(posted.slice(1)).toEqual([
      { type: "selected", ukey: "hero", pointer: "/pageComponent/children/0/children/0" },
      { type: "selected", ukey: "top", pointer: "/pageComponent/children/0" },
      { type: "error", code: "not-found", message: 'no node with ukey "missing" is shown' },
      { type: "selected", ukey: null, pointer: null },
    ]);
  });

  it("speaks the version of the editor's last hello: version 2 reports severities, version 1 as before", async () => {
    const { posted, receive, deps } = controllerWith();
    const invalid = { ...paragraph("bad", ""), setting: { blocks: 3 } };
    await receive({ ...envelope, version: 2, type: "hello" });
    await receive({ ...envelope, type: "replace-page", pageComponent: { children: [invalid] } }); // v1 messages too
    await receive({ ...envelope, type: "hello" });
    await receive({ ...envelope, type: "replace-page", pageComponent: { children: [invalid] } });
    expect(vi.mocked(deps.speak).mock.calls).toEqual([[2], [1]]);
    expect(posted.map((body) => body.type)).toEqual(["ready", "report", "ready", "report"]);
    expect(posted[1]).toMatchObject({ problems: [{ ukey: "bad", severity: "error" }] });
    expect(posted[3]).toMatchObject({ problems: [{ ukey: "bad" }] });
    expect(posted[3]).not.toMatchObject({ problems: [{ severity: expect.anything() }] });
  });

  it("reports, in version 2, each product or category a node names that the shop does not have, at its field", async () => {
    const known = "8e0574cd-b1f9-4e6a-8b93-e5922694076c";
    const unknown = "00000000-0000-4000-8000-000000000001";
    const grid = { ukey: "grid", type: "widget", kind: "product-grid", setting: { productUuids: [known, unknown] } };
    const categories = { ukey: "cats", type: "widget", kind: "category-list", setting: { parentId: 99 } };
    const { posted, receive, deps } = controllerWith();
    const category = { category_id: 1, category_slug: "tea", _hierarchy_parent_id: 0, _rank_rank: 1, name: "Tea" };
    deps.fetchCatalogue = async (needs, have) => ({
      catalogue: { ...have, categories: needs.categories ? [category] : null },
      unknownProducts: new Set([unknown]),
    });
    const page = {
      ...envelope,
      type: "replace-page",
      pageComponent: { children: [section("top", [grid, categories])] },
    };
    await receive(page);
    expect(posted.pop()).toMatchObject({ type: "report", problems: [] }); // version 1: as before
    await receive({ ...envelope, version: 2, type: "hello" });
    await receive(page);
    expect(posted.pop()).toEqual({
      type: "report",
      nodes: 3,
      problems: [
        {
          tree: "page",
          pointer: "/pageComponent/children/0/children/0/setting/productUuids/1",
          ukey: "grid",
          kind: "product-grid",
          message: `product ${unknown} does not exist in this shop`,
          messages: [],
          severity: "error",
        },
        {
          tree: "page",
          pointer: "/pageComponent/children/0/children/1/setting/parentId",
          ukey: "cats",
          kind: "category-list",
          message: "category 99 does not exist in this shop",
          messages: [],
          severity: "error",
        },
      ],
    });
    // fetches that failed: nothing known of the product, no categories
    deps.fetchCatalogue = async (_needs, have) => ({
      catalogue: { ...have, categories: null },
      unknownProducts: new Set(),
    });
    await receive(page);
    expect(posted.pop()).toMatchObject({ type: "report", problems: [] });
  });

  it("selects with the field a version-2 select names, and selects a node the owner clicked in the frame", async () => {
    const { posted, receive, deps, controller } = controllerWith(loaderNodes([section("top", [slider])]));
    await receive({ ...envelope, version: 2, type: "select", ukey: "hero", field: "/sliders/0/title" });
    expect(deps.select).toHaveBeenLastCalledWith({ ukey: "hero", field: "/sliders/0/title" });
    await controller.pick("top");
    expect(deps.select).toHaveBeenLastCalledWith({ ukey: "top" });
    await controller.pick("not-a-node"); // nothing shown by that ukey: nothing told
    await receive({ ...envelope, type: "select", ukey: "hero", field: "/sliders/0" });
    expect(posted).toEqual([
      { type: "selected", ukey: "hero", pointer: "/pageComponent/children/0/children/0" },
      { type: "selected", ukey: "top", pointer: "/pageComponent/children/0" },
      { type: "error", code: "malformed", message: expect.stringContaining("field") }, // version 1 has no field
    ]);
  });

  it("version 2: every render asks for the contrast check, whose findings become warnings at a section's tone", async () => {
    const { posted, receive, deps, controller } = controllerWith(loaderNodes([section("top", [slider])]));
    const finding = { ratio: 1.234, required: 4.5, foreground: "#ffffff", background: "#e0f2f1", excerpt: "Sale" };
    await receive({ ...envelope, type: "replace-page", pageComponent: { children: [section("top", [slider])] } });
    controller.reportContrast([{ ...finding, ukey: "top" }]);
    expect(deps.rendered).not.toHaveBeenCalled(); // version 1: no check, nothing told
    expect(posted.map((body) => body.type)).toEqual(["report"]);

    await receive({ ...envelope, version: 2, type: "hello" });
    await receive({ ...envelope, version: 2, type: "replace-base", themeKey: "indigo" });
    await receive({
      ...envelope,
      version: 2,
      type: "replace-page",
      pageComponent: { children: [paragraph("intro", "<p>hi</p>"), section("top", [slider])] },
    });
    expect(deps.rendered).toHaveBeenCalledTimes(3); // the page shown when greeted, the new theme, the new page
    posted.length = 0;
    controller.reportContrast([
      { ...finding, ukey: "top" },
      { ...finding, ukey: "intro", foreground: "#777777", background: "#ffffff", ratio: 4.48, required: 4.5 },
      { ...finding, ukey: "gone" }, // removed since the check ran: dropped
    ]);
    expect(posted).toEqual([
      {
        type: "contrast",
        problems: [
          {
            tree: "page",
            pointer: "/pageComponent/children/1/setting/tone",
            ukey: "top",
            kind: "section",
            message:
              'Hard to read: "Sale" is #ffffff text on a #e0f2f1 background, contrast 1.2:1 where shoppers need at ' +
              "least 4.5:1. Choose another background.",
            messages: [],
            severity: "warning",
          },
          {
            tree: "page",
            pointer: "/pageComponent/children/0",
            ukey: "intro",
            kind: "paragraph",
            message: expect.stringContaining("#777777 text on a #ffffff background, contrast 4.4:1") as string,
            messages: [],
            severity: "warning",
          },
        ],
      },
    ]);
  });

  it("version 2: replaces one node's own fields in the tree last sent whole, as if the tree were sent again", async () => {
    const { store, posted, receive } = controllerWith();
    const top = section("top", [paragraph("one", "<p>1</p>"), paragraph("two", "<p>2</p>")]);
    await receive({ ...envelope, version: 2, type: "hello" });
    await receive({ ...envelope, version: 2, type: "replace-page", pageComponent: { children: [top, slider] } });
    const sent = store.pageFor("/")?.nodes ?? [];
    posted.length = 0;
    const edited = { ...paragraph("two", "<p>two</p>") };
    await receive({
      ...envelope,
      version: 2,
      type: "replace-node",
      tree: "page",
      at: [0, 1],
      node: edited,
      requestId: "r2",
    });
    const nodes = store.pageFor("/")?.nodes ?? [];
    expect(nodes[0]?.children[1]?.setting).toEqual(edited.setting);
    expect(nodes[0]?.children[0]).toBe(sent[0]?.children[0]); // the rest: the same objects, not rendered again
    expect(nodes[1]).toBe(sent[1]);
    expect(posted).toEqual([{ type: "report", problems: [], nodes: 4, requestId: "r2" }]);
  });

  it("version 2: answers a node replacement that does not match the tree sent with not-found, naming the request", async () => {
    const { store, posted, receive } = controllerWith();
    await receive({ ...envelope, version: 2, type: "hello" });
    const node = paragraph("one", "<p>1</p>");
    const replace = (at: number[], requestId: string) =>
      receive({ ...envelope, version: 2, type: "replace-node", tree: "page", at, node, requestId });
    await replace([0], "before-any-tree");
    await receive({ ...envelope, version: 2, type: "replace-page", pageComponent: { children: [slider] } });
    await replace([0], "other-ukey");
    await replace([0, 0], "too-deep");
    expect(posted.filter((body) => body.type === "error")).toEqual(
      ["before-any-tree", "other-ukey", "too-deep"].map((requestId) => ({
        type: "error",
        code: "not-found",
        message: expect.stringContaining('no node with ukey "one"'),
        requestId,
      })),
    );
    expect(store.pageFor("/")?.nodes.map((shown) => shown.ukey)).toEqual(["hero"]);
  });

  it("names the request of a message it refuses, so the editor knows no report will come", async () => {
    const { posted, receive } = controllerWith();
    await receive({ ...envelope, type: "replace-node", tree: "page", at: [0], node: { ukey: "a" }, requestId: "v1" });
    await receive({ ...envelope, version: 2, type: "replace-page", pageComponent: {}, requestId: "bad" });
    expect(posted).toEqual([
      expect.objectContaining({ type: "error", code: "malformed", requestId: "v1" }),
      expect.objectContaining({ type: "error", code: "malformed", requestId: "bad" }),
    ]);
  });

  it("never breaks, whatever arrives, and answers only what the frame messages' schemas allow (fuzz)", async () => {
    const ajv = createAjv({ checkOnly: true });
    const answers = new Map(
      [readySchema, reportSchema, selectedSchema, errorSchema].map((schema) => [
        schema.properties.type.const,
        ajv.compile(schema),
      ]),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const value = (depth: number): unknown => {
      const roll = random();
      if (depth > 4 || roll < 0.3)
        return pick([null, 0, -1, 1e308, "", "x", "<script>", true, "/pageComponent/children/0"]);
      if (roll < 0.55) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      if (roll < 0.8) return node(depth + 1);
      const keys = ["ukey", "kind", "type", "setting", "children", "zone", "pointer", "version", "source", "__proto__"];
      return Object.fromEntries(keys.filter(() => random() < 0.4).map((key) => [key, value(depth + 1)]));
    };
    const node = (depth: number): unknown => ({
      ukey: pick(["a", "b", "", 7]),
      type: pick(["widget", "section", "other"]),
      kind: pick(["paragraph", "slider", "section", "row", "column", "product-grid", "nope", 3]),
      setting: pick([{}, { blocks: value(depth) }, { sliders: value(depth) }, value(depth)]),
      children: pick([undefined, [], Array.from({ length: 3 }, () => value(depth + 1))]),
    });
    const { posted, receive, controller } = controllerWith(loaderNodes([paragraph("a", "<p>a</p>")]));
    for (let round = 0; round < 400; round++) {
      const type = pick([
        ...["replace-page", "replace-zone", "replace-node", "replace-base", "select", "deselect", "hello", "other"],
      ]);
      if (random() < 0.05) await controller.pick(String(value(2)));
      const message = pick([
        { ...envelope, type, pageComponent: { children: value(0) } },
        { ...envelope, type, zone: pick(["header", "footer", "free", "x"]), children: value(0) },
        { ...envelope, type, ukey: value(2), pointer: value(2) },
        { ...envelope, version: 2, type, ukey: value(2), field: value(2) },
        { ...envelope, type, themeKey: value(3), slotCss: value(3) },
        { ...envelope, version: 2, type, tree: pick(["page", "header", "x"]), at: value(2), node: node(2) },
        { ...envelope, version: 2, type, tree: "page", at: [0], node: { ...paragraph("a", "<p>b</p>"), version: 1 } },
        { ...envelope, version: value(3), type },
        value(0),
      ]);
      await expect(receive(message)).resolves.toBeUndefined();
    }
    warn.mockRestore();
    expect(posted.length).toBeGreaterThan(100);
    for (const body of posted) {
      const validate = answers.get(body.type);
      expect(validate?.({ ...envelope, ...body }), JSON.stringify(validate?.errors)).toBe(true);
    }
  });
});
