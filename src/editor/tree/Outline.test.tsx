// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EditedTrees, EditorLang } from "../contracts";
import { findNode } from "./findNode";
import { Outline } from "./Outline";
import { outlineMessages } from "./outlineMessages";
import { sampleTrees, shape } from "./testTrees";

const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, " ");

function renderOutline({
  selected = null as string | null,
  lang = "en" as EditorLang,
  problems = new Map<string, number>(),
} = {}) {
  const onSelect = vi.fn<(ukey: string | null) => void>();
  const onChange = vi.fn<(trees: EditedTrees, action: string) => void>();
  render(
    <IntlProvider locale={lang} messages={outlineMessages[lang]}>
      <Outline
        trees={sampleTrees()}
        selected={selected}
        problemCounts={problems}
        lang={lang}
        kindLabel={kindLabel}
        onSelect={onSelect}
        onChange={onChange}
      />
    </IntlProvider>,
  );
  return { onSelect, onChange };
}

/** The first row of this name (the header's, where the page has one too). */
const item = (name: string | RegExp) => screen.getAllByRole("treeitem", { name })[0] as HTMLElement;
/** The trees of the last onChange call, and its action. */
const changed = (onChange: ReturnType<typeof renderOutline>["onChange"]) => {
  const [trees, action] = onChange.mock.lastCall ?? [];
  return { trees: trees as EditedTrees, action };
};

async function chooseAction(row: string | RegExp, action: string) {
  const trigger = within(item(row)).getByRole("button", { name: /^Actions for/ });
  fireEvent.keyDown(trigger, { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name: action }));
}

afterEach(cleanup);

describe("Outline", () => {
  it("shows the three trees as one tree: groups, then nodes by level, labelled by kind and text", () => {
    renderOutline({ selected: "p1", problems: new Map([["p2", 2]]) });
    expect(screen.getByRole("tree", { name: "Page outline" })).toBeTruthy();
    const header = item("Header");
    expect([header.getAttribute("aria-level"), header.getAttribute("aria-expanded")]).toEqual(["1", "true"]);
    const paragraph = item("Paragraph – Tea");
    expect([paragraph.getAttribute("aria-level"), paragraph.getAttribute("aria-selected")]).toEqual(["5", "true"]);
    expect(item("Section – Empty").getAttribute("aria-selected")).toBe("false");
    expect(item("Paragraph, 2 problems")).toBeTruthy();
    expect(screen.getAllByRole("treeitem").map((row) => row.getAttribute("aria-label"))).toEqual([
      ...["Header", "Section", "Row", "Column", "Cart button"],
      ...[
        "Page",
        "Section",
        "Row",
        "Column",
        "Paragraph – Tea",
        "Paragraph, 2 problems",
        "Paragraph",
        "Section – Empty",
      ],
      ...["Footer", "Section", "Paragraph"],
    ]);
  });

  it("speaks Thai in a Thai editor", () => {
    renderOutline({ lang: "th", problems: new Map([["p2", 3]]) });
    expect(screen.getByRole("tree", { name: "โครงร่างหน้า" })).toBeTruthy();
    expect(item("ส่วนหัว")).toBeTruthy();
    expect(item("Paragraph, ปัญหา 3 รายการ")).toBeTruthy();
  });

  it("selects a node by click", () => {
    const { onSelect } = renderOutline();
    fireEvent.click(item("Section – Empty"));
    expect(onSelect).toHaveBeenLastCalledWith("s2");
  });

  it("moves the focus with the arrow keys (one row tabbable), closes and opens with Left and Right, selects with Enter", () => {
    const { onSelect } = renderOutline();
    const header = item("Header");
    expect(header.tabIndex).toBe(0);
    expect(screen.getAllByRole("treeitem").filter((row) => row.tabIndex === 0)).toHaveLength(1);
    act(() => header.focus());
    fireEvent.keyDown(header, { key: "ArrowDown" });
    const section = item("Section");
    expect(document.activeElement).toBe(section);
    expect(section?.tabIndex).toBe(0);
    fireEvent.keyDown(section as HTMLElement, { key: "ArrowLeft" }); // open: closes
    expect(section?.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: "Cart button" })).toBeNull();
    fireEvent.keyDown(section as HTMLElement, { key: "ArrowRight" }); // closed: opens
    fireEvent.keyDown(section as HTMLElement, { key: "ArrowRight" }); // open: goes to its child
    expect(document.activeElement).toBe(item("Row"));
    fireEvent.keyDown(item("Row"), { key: "ArrowLeft" }); // open: closes
    fireEvent.keyDown(item("Row"), { key: "ArrowLeft" }); // closed: goes to its parent
    expect(document.activeElement).toBe(section);
    fireEvent.keyDown(section as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(screen.getAllByRole("treeitem").at(-1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Enter" });
    expect(onSelect).toHaveBeenLastCalledWith("f-text");
  });

  it("adds a child from a picker that offers only the kinds allowed there", async () => {
    const { onChange, onSelect } = renderOutline();
    await chooseAction(/^Column$/, "Add inside…");
    const dialog = await screen.findByRole("dialog", { name: "Choose what to add" });
    const offered = within(dialog)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(offered).toEqual(expect.arrayContaining(["Cart button", "Account menu", "Paragraph", "Row"]));
    expect(offered).not.toContain("Product grid");
    fireEvent.click(within(dialog).getByRole("button", { name: "Paragraph" }));
    // the first node added in a file waits for the kinds' schemas (its defaults) to load: seconds on a busy machine
    await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 10_000 });
    const { trees, action } = changed(onChange);
    expect(action).toBe("add");
    const added = findNode(trees, onSelect.mock.lastCall?.[0] ?? "");
    expect(added).toMatchObject({ tree: "header", index: 1, node: { kind: "paragraph", type: "widget" } });
    expect(added?.parent?.ukey).toBe("h-col");
  });

  it("offers no add inside for a kind that takes no children, and adds after it", async () => {
    const { onChange } = renderOutline();
    const trigger = within(item("Paragraph – Tea")).getByRole("button", { name: /^Actions for/ });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((entry) => entry.textContent),
    ).toEqual(["Add after…", "Duplicate", "Move down", "Remove"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Add after…" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("button", { name: "Cart button" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Product grid" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(findNode(changed(onChange).trees, "p1")?.parent?.children?.[1]?.kind).toBe("product-grid");
  });

  it("duplicates a node and selects the copy", async () => {
    const { onChange, onSelect } = renderOutline();
    await chooseAction("Section – Empty", "Duplicate");
    const { trees, action } = changed(onChange);
    expect(action).toBe("duplicate");
    expect(trees.page).toHaveLength(3);
    expect(onSelect).toHaveBeenLastCalledWith(trees.page[2]?.ukey);
  });

  it("removes a node, clearing the selection inside it", async () => {
    const { onChange, onSelect } = renderOutline({ selected: "h-cart" });
    await chooseAction(/^Column$/, "Remove");
    const { trees, action } = changed(onChange);
    expect([action, shape(trees.header)]).toEqual(["remove", "h[h-row]"]);
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it("keeps the selection when the removed node does not hold it", async () => {
    const { onChange, onSelect } = renderOutline({ selected: "p2" });
    await chooseAction("Paragraph – Tea", "Remove");
    expect(shape(changed(onChange).trees.page)).toBe("s1[r1[c1[p2,p3]]],s2");
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("moves a node down among its siblings", async () => {
    const { onChange } = renderOutline();
    await chooseAction("Paragraph – Tea", "Move down");
    expect(changed(onChange).action).toBe("move");
    expect(shape(changed(onChange).trees.page)).toBe("s1[r1[c1[p2,p1,p3]]],s2");
  });

  it("moves a node up among its siblings", async () => {
    const { onChange } = renderOutline();
    await chooseAction("Section – Empty", "Move up");
    expect(shape(changed(onChange).trees.page)).toBe("s2,s1[r1[c1[p1,p2,p3]]]");
  });

  it("adds a section at the root of a tree from its group's menu", async () => {
    const { onChange } = renderOutline();
    await chooseAction("Footer", "Add inside…");
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Section" }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(changed(onChange).trees.footer.map((node) => node.kind)).toEqual(["section", "section"]);
  });

  describe("dragged with the keyboard", () => {
    // jsdom lays nothing out: each row gets a 30 px high box by its place in the tree, for dnd-kit to measure
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const rows = [...document.querySelectorAll('[role="treeitem"]')];
        const top = Math.max(0, rows.indexOf(this)) * 30;
        return { x: 0, y: top, top, left: 0, right: 300, bottom: top + 30, width: 300, height: 30, toJSON: () => ({}) };
      });
    });
    afterEach(() => vi.restoreAllMocks());

    /** What dnd-kit's live region says last (the outline's own says where a drop would go). */
    const dndAnnouncement = () =>
      screen.getAllByRole("status").find((region) => region.id.startsWith("DndLiveRegion"))?.textContent;

    /** Lets dnd-kit measure and move between key presses, as a browser would between frames. */
    const frame = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    async function drag(row: string | RegExp, keys: string[]) {
      const element = item(row);
      act(() => element.focus());
      for (const code of ["Space", ...keys, "Space"]) {
        fireEvent.keyDown(document.activeElement ?? element, { key: code === "Space" ? " " : code, code });
        await frame();
      }
    }

    it("lifts a node with Space, moves it with the arrow keys and drops it with Space", async () => {
      const { onChange } = renderOutline();
      await drag("Paragraph – Tea", ["ArrowDown"]);
      await waitFor(() => expect(onChange).toHaveBeenCalled());
      expect(changed(onChange).action).toBe("move");
      expect(shape(changed(onChange).trees.page)).toBe("s1[r1[c1[p2,p1,p3]]],s2");
    });

    it("refuses a drop where the kind is not allowed, and says so", async () => {
      const { onChange } = renderOutline();
      await drag("Cart button", ["ArrowDown"]); // onto the page's root: a header-only kind
      expect(dndAnnouncement()).toBe("Cart button cannot go there; it is back where it was.");
      expect(onChange).not.toHaveBeenCalled();
    });

    it("announces the drag in the editor's language", async () => {
      renderOutline({ lang: "th" });
      await drag("Paragraph – Tea", ["ArrowDown"]);
      expect(dndAnnouncement()).toBe("ย้าย Paragraph – Tea แล้ว");
    });
  });
});
