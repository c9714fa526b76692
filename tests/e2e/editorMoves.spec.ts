import type { Browser, BrowserContext, FrameLocator, Locator, Page } from "@playwright/test";
import { pngOf } from "../api/mediaImages";
import { EDITOR_ACCOUNTS, type EditorServer, startEditorServer } from "./editorServer";
import { expect, test } from "./fixtures";

// The editor's outline moves (keyboard drag, pointer drag, a level by keyboard), an image uploaded into a slide, the
// frame's fields taking spaces, and the core journey by keyboard alone (row menu and dialogs: Escape, focus back);
// every result checked in the outline and in the preview frame, as an owner sees them.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 3;

let editor: EditorServer;
/** The owner's cookies once signed in, kept in memory (a file would be one more thing to remove). */
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);
// one sign-in for the file: every test's context starts with the owner's session
// eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern
test.use({ storageState: async ({}, run) => run(signedIn) });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  editor = await startEditorServer(SERVER_PORT);
  await signInOnce(browser);
});

test.afterAll(async () => {
  await editor?.stop();
});

async function signInOnce(browser: Browser): Promise<void> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await page.goto(`${editor.editorOrigin}/`);
  await page.getByLabel("อีเมล").fill(EDITOR_ACCOUNTS.owner.email);
  await page.getByLabel("รหัสผ่าน").fill(EDITOR_ACCOUNTS.owner.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  // signed in once its pages are listed: on a loaded machine that can take past the 5 s an expectation waits
  await expect(page.getByRole("list", { name: "หน้า" })).toBeVisible({ timeout: 20_000 });
  signedIn = await context.storageState();
  await context.close();
}

/** The preview greeted the editor: it shows the edits, and a click in it selects. */
const frameReady = (page: Page) =>
  expect(page.locator("#part-preview")).toHaveAttribute("data-frame-ready", "true", { timeout: 20_000 });

/** Opens the home page's editing screen (signed in already) and waits for the preview. */
async function openHome(page: Page): Promise<FrameLocator> {
  await page.goto(`${editor.editorOrigin}/`);
  await page.getByRole("list", { name: "หน้า" }).getByRole("link", { name: "/", exact: true }).click();
  await frameReady(page);
  return page.frameLocator("iframe");
}

const saved = (page: Page) =>
  expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "saved");

const inspector = (page: Page) => page.locator("#part-inspector");
const outline = (page: Page) => page.getByRole("tree", { name: "โครงร่างหน้า" });

/** The page's sections (the outline's level 2) by the kind of the first widget in each (level 5), in order. */
function outlineSections(page: Page): Promise<string[]> {
  return outline(page)
    .getByRole("treeitem")
    .evaluateAll((rows) => {
      const sections: string[] = [];
      let inPage = false;
      let wanted = false;
      for (const row of rows) {
        const level = row.getAttribute("aria-level");
        const label = row.getAttribute("aria-label") ?? "";
        if (level === "1") inPage = label === "หน้า";
        if (!inPage) continue;
        if (level === "2") wanted = true;
        if (level === "5" && wanted) {
          sections.push(label.split(" – ")[0] ?? label);
          wanted = false;
        }
      }
      return sections;
    });
}

/** The section row (level 2) holding the first widget whose label starts with `widget`. */
function sectionRowOf(page: Page, widget: RegExp): Locator {
  return outline(page)
    .getByRole("treeitem", { name: widget })
    .first()
    .locator("xpath=preceding-sibling::*[@role='treeitem' and @aria-level='2'][1]");
}

/** The page's `n`th section row (from 0), counted from the page's own row. */
function pageSectionRow(page: Page, n: number): Locator {
  return outline(page)
    .getByRole("treeitem", { name: "หน้า", exact: true })
    .locator(`xpath=following-sibling::*[@role='treeitem' and @aria-level='2'][${n + 1}]`);
}

/** The ukeys of the home page's sections as the frame shows them, in order. */
function frameSections(frame: FrameLocator): Promise<string[]> {
  return frame
    .locator("main [data-ukey]")
    .evaluateAll((nodes) =>
      nodes.flatMap((node) =>
        node.parentElement?.closest("[data-ukey]") ? [] : [node.getAttribute("data-ukey") ?? ""],
      ),
    );
}

/** The order of the home page's sections before any move, in the outline (their first widget) and in the frame. */
const FIRST_WIDGETS = ["สไลด์แบนเนอร์", "รายการหมวดหมู่", "ตารางสินค้า", "รายการบทความ", ...Array(6).fill("ข้อความและรูปภาพ")];
const SECTIONS = ["home-hero", "home-categories", "home-featured", "home-journal", "home-story", "home-values"];
const LATER_SECTIONS = ["home-tea", "home-coffee", "home-crafts", "home-gifts"];

/** Moves `list[from]` to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  copy.splice(to, 0, ...copy.splice(from, 1));
  return copy;
}

async function expectOrder(page: Page, frame: FrameLocator, widgets: string[], sections: string[]): Promise<void> {
  await expect.poll(() => outlineSections(page)).toEqual(widgets);
  await expect.poll(() => frameSections(frame)).toEqual([...sections, ...LATER_SECTIONS]);
}

/** Presses a key during a keyboard drag and waits until the outline reads out the new place the drop would take. */
async function dragStep(page: Page, key: string): Promise<void> {
  const place = page.locator("#part-outline .outline-place");
  const before = (await place.textContent()) ?? "";
  await page.keyboard.press(key);
  await expect(place).not.toHaveText(before);
}

/** Lifts the focused row with Space, presses the keys one by one, and drops it with Space once read `place`. */
async function keyboardDrag(page: Page, keys: string[], place: string | RegExp): Promise<void> {
  await dragStep(page, "Space");
  for (const key of keys) await dragStep(page, key);
  await expect(page.locator("#part-outline .outline-place")).toHaveText(place);
  await page.keyboard.press("Space");
}

/**
 * Where the pointer grips a row: 40 px in, half way down, once the row stands still. After a drop the rows glide to
 * their new places, slowly on a loaded machine: measured mid-glide, the pointer would press the row above.
 */
async function gripOf(row: Locator): Promise<{ x: number; y: number }> {
  let box: Awaited<ReturnType<Locator["boundingBox"]>> = null;
  await expect
    .poll(async () => {
      const before = box;
      box = await row.boundingBox();
      return box !== null && before !== null && box.x === before.x && box.y === before.y;
    })
    .toBe(true);
  if (!box) throw new Error("the row is not shown");
  const { x, y, height } = box;
  return { x: x + 40, y: y + height / 2 };
}

/**
 * Drags a row onto another with the mouse, as dnd-kit's pointer sensor sees a hand do it, and lets go once the
 * outline reads out `place`, as a hand waits for the drop line.
 */
async function drag(page: Page, row: Locator, onto: Locator, place: RegExp): Promise<void> {
  const from = await gripOf(row);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 10, { steps: 4 }); // lifted past 5 px
  const to = await gripOf(onto); // once lifted: the dragged row's subtree has folded
  await page.mouse.move(from.x, to.y, { steps: 12 }); // the same x all along: a drag to the side changes the level
  await expect(page.locator("#part-outline .outline-place")).toHaveText(place);
  await page.mouse.up();
}

test("an owner moves a section by keyboard and one by pointer: the outline, the frame and a reload agree", async ({
  page,
}) => {
  const frame = await openHome(page);
  await expectOrder(page, frame, FIRST_WIDGETS, SECTIONS);

  // keyboard: the journal lifted with Space, up past the featured products' grid, column and row, dropped with Space
  await sectionRowOf(page, /^รายการบทความ/).focus();
  await keyboardDrag(page, Array(4).fill("ArrowUp"), "ส่วนของหน้า จะไปอยู่ใน หน้า ลำดับที่ 3");
  const byKeys = { widgets: moved(FIRST_WIDGETS, 3, 2), sections: moved(SECTIONS, 3, 2) };
  await expectOrder(page, frame, byKeys.widgets, byKeys.sections);

  // pointer: the story section dragged onto the featured products' row takes its place
  const story = pageSectionRow(page, 4);
  await story.evaluate((row) => row.scrollIntoView({ block: "center" })); // away from the edges that scroll a drag
  await drag(page, story, pageSectionRow(page, 3), /จะไปอยู่ใน หน้า ลำดับที่ 4$/);
  const byPointer = { widgets: moved(byKeys.widgets, 4, 3), sections: moved(byKeys.sections, 4, 3) };
  await expectOrder(page, frame, byPointer.widgets, byPointer.sections);
  // the outline scrolled, the page did not: it is exactly the window's height
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(page.viewportSize()?.height);

  // the draft is saved: a reload finds both moves
  await saved(page);
  await page.reload();
  await frameReady(page);
  await expectOrder(page, frame, byPointer.widgets, byPointer.sections);
});

test("a keyboard drag changes a part's level with the left and right arrows: out of its column, and back", async ({
  page,
}) => {
  const frame = await openHome(page);
  const list = outline(page).getByRole("treeitem", { name: /^รายการบทความ/ });
  await expect(list).toHaveAttribute("aria-level", "5");
  const name = (await list.getAttribute("aria-label")) ?? "";
  await list.focus();
  await keyboardDrag(page, Array(3).fill("ArrowLeft"), /^รายการบทความ.* จะไปอยู่ใน หน้า ลำดับที่ \d+$/);
  // now a part of the page itself, right after the section it was in
  await expect(list).toHaveAttribute("aria-level", "2");
  const journal = frame.locator("[data-ukey=home-journal-list]");
  await expect.poll(async () => (await frameSections(frame)).join(" ")).toContain("home-journal home-journal-list");

  await list.focus();
  await keyboardDrag(page, Array(3).fill("ArrowRight"), `${name} จะไปอยู่ใน คอลัมน์ ลำดับที่ 1`);
  await expect(list).toHaveAttribute("aria-level", "5");
  await expect
    .poll(() => journal.evaluate((node) => node.parentElement?.closest("[data-ukey]")?.getAttribute("data-ukey")))
    .toBe("home-journal-list-col");
});

test("an owner uploads an image into the hero's second slide and sees it there in the preview", async ({ page }) => {
  const frame = await openHome(page);
  await outline(page)
    .getByRole("treeitem", { name: /^สไลด์แบนเนอร์/ })
    .click();
  const slide = inspector(page).getByRole("group", { name: "สไลด์ 2", exact: true });
  const choose = slide.getByRole("button", { name: "เลือกรูป" });
  await choose.click();
  const library = page.getByRole("dialog", { name: "คลังรูปของร้าน" });
  await expect(library).toBeVisible();

  // a modal dialog: Tab and Shift+Tab stay in it, Escape closes it, the focus goes back to the button
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press("Tab");
    expect(await library.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press("Shift+Tab");
    expect(await library.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(library).toBeHidden();
  await expect(choose).toBeFocused();

  await choose.click();
  const png = await pngOf(640, 240);
  await library.getByLabel("อัปโหลด").setInputFiles({ name: "new-banner.png", mimeType: "image/png", buffer: png });
  await expect(library).toBeHidden();
  await expect(choose).toBeFocused();
  await expect(slide.locator("img.form-image-preview")).toHaveAttribute("src", /\/media\//);

  const shown = frame.locator("[data-ukey=home-hero-slider] .w-slider__slide").nth(1).locator("img");
  await expect(shown).toHaveAttribute("src", /\/media\//);
  await expect(shown).toBeInViewport(); // the focus back in the slide's field: the frame shows that slide
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test("typing in the preview's search box takes spaces (the frame's Enter and Space select only outside fields)", async ({
  page,
}) => {
  const frame = await openHome(page);
  await page.getByRole("radio", { name: "1280" }).click();
  const search = frame.locator("[data-ukey=header-search] input[type=search], [data-ukey=header-search] input").first();
  await search.focus();
  await page.keyboard.type("ชา เขียว");
  await expect(search).toHaveValue("ชา เขียว");
});

/** Presses Tab (or Shift+Tab) until the element has the focus; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, { most = 40, back = false } = {}): Promise<void> {
  for (let press = 0; press < most; press++) {
    const focused = target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1000 });
    if (await focused.catch(() => false)) break; // (a target not there fails fast, at the end)
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
  await expectVisibleFocus(target);
}

/** The focused element shows it: an outline or a ring. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const shown = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
  });
  expect(shown, "the focused element shows a focus ring").toBe(true);
}

/** Presses a key until the focused outline row's label starts with `label`. */
async function arrowTo(page: Page, label: RegExp, key = "ArrowDown", most = 40): Promise<void> {
  const row = outline(page).getByRole("treeitem", { name: label }).first();
  for (let press = 0; press < most; press++) {
    if (await row.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(row).toBeFocused();
  await expectVisibleFocus(row);
}

test.describe("by keyboard alone", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("an owner signs in, opens the home page, retitles the hero from the outline, sees it, and publishes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${editor.editorOrigin}/`);
    await tabTo(page, page.getByLabel("อีเมล"));
    await page.keyboard.type(EDITOR_ACCOUNTS.owner.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(EDITOR_ACCOUNTS.owner.password);
    await page.keyboard.press("Enter");

    const home = page.getByRole("list", { name: "หน้า" }).getByRole("link", { name: "/", exact: true });
    await tabTo(page, home);
    await page.keyboard.press("Enter");
    await frameReady(page);
    const frame = page.frameLocator("iframe");

    // the outline: one Tab stop, its rows by the arrow keys; Enter selects
    await tabTo(page, outline(page).getByRole("treeitem").first());
    await arrowTo(page, /^สไลด์แบนเนอร์/);
    await page.keyboard.press("Enter");
    await expect(inspector(page).getByRole("heading", { name: "สไลด์แบนเนอร์" })).toBeVisible();

    // the row's menu opens with Enter and closes with Escape, the focus back on its button
    const menuButton = outline(page).getByRole("button", { name: /^การทำงานของ สไลด์แบนเนอร์/ });
    await tabTo(page, menuButton);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(menuButton).toBeFocused();

    // past the preview (every link of the shop) to the settings in one step
    await tabTo(page, page.getByRole("button", { name: "ข้ามตัวอย่าง ไปที่การตั้งค่า" }));
    await page.keyboard.press("Enter");
    await expect(inspector(page)).toBeFocused();
    const title = inspector(page).getByLabel("หัวข้อ", { exact: true }).first();
    await tabTo(page, title);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("ชาใหม่ด้วยแป้นพิมพ์");
    await expect(frame.getByText("ชาใหม่ด้วยแป้นพิมพ์").first()).toBeVisible();

    // the history dialog: Escape closes it, the focus goes back to its button
    const history = page.getByRole("button", { name: "ประวัติ" });
    await tabTo(page, history, { most: 120 }); // on from the settings' last field, round to the toolbar
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(history).toBeFocused();

    const publish = page.getByRole("button", { name: "เผยแพร่" });
    await tabTo(page, publish);
    await page.keyboard.press("Enter");
    await expect(page.getByText("เผยแพร่แล้ว ลูกค้าเห็นหน้านี้แล้ว")).toBeVisible();
  });
});
