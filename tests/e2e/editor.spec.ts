import type { Page } from "@playwright/test";
import { expectAccessible } from "./editorAccessible";
import { EDITOR_ACCOUNTS, type EditorServer, startEditorServer } from "./editorServer";
import { expect, test } from "./fixtures";
import { describeScripts, scriptsFetchedBy } from "./firstVisitScripts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 2;

let editor: EditorServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditorServer(SERVER_PORT);
});

test.afterAll(async () => {
  await editor?.stop();
});

/**
 * The most JavaScript the editor's first load (the sign-in screen) may fetch, gzip bytes: today's 135.0 kB and a
 * little room. The forms, validation, outline and drag and drop load when a page or the settings are opened.
 */
const EDITOR_FIRST_LOAD_BUDGET = 140_000;

test.describe("the editor's first load", () => {
  test.use({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });

  test(`fetches at most ${EDITOR_FIRST_LOAD_BUDGET / 1000} kB of gzip JavaScript; the editing screen's code loads when a page opens`, async ({
    page,
  }) => {
    const fetched = scriptsFetchedBy(page);
    await page.goto(`${editor.editorOrigin}/`);
    await expect(page.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const scripts = await fetched();
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, `${(total / 1000).toFixed(1)} kB in all:\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
      EDITOR_FIRST_LOAD_BUDGET,
    );
    expect(scripts.map((script) => script.url).filter((url) => /EditorScreen|SettingsScreen/.test(url))).toEqual([]);
  });
});

test("an owner signs in, sees the shop's pages with their state, and the editor speaks Thai and English", async ({
  page,
}) => {
  await editor.signIn(page, "owner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("บ้านชา · Baan Chaa"); // one shop: straight to it
  const pages = page.getByRole("list", { name: "หน้า" });
  await expect(pages.getByRole("link", { name: "/", exact: true })).toBeVisible();
  await expect(pages.getByText("เผยแพร่แล้ว").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("ภาษาของตัวแก้ไข").selectOption("en");
  await expect(page.getByRole("list", { name: "Pages" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Header" })).toBeVisible();
  await expectAccessible(page);
  await page.reload(); // the choice is kept
  await expect(page.getByRole("list", { name: "Pages" })).toBeVisible();
  await page.getByLabel("Editor language").selectOption("th");
});

test("a wrong password is refused in the editor's words, and nothing opens", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/401 \(Unauthorized\)/);
  await page.goto(`${editor.editorOrigin}/`);
  await page.getByLabel("อีเมล").fill(EDITOR_ACCOUNTS.owner.email);
  await page.getByLabel("รหัสผ่าน").fill("not the password at all");
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("alert")).toHaveText("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
  await expectAccessible(page);
});

test("an owner creates a page and deletes it", async ({ page }) => {
  await editor.signIn(page, "owner");
  await page.getByLabel("ที่อยู่ของหน้าใหม่ (เช่น /about)").fill("/e2e-new-page");
  await page.getByRole("button", { name: "สร้างหน้า" }).click();
  await expect(page).toHaveURL(/\/shops\/\d+\/edit\//);
  await page.getByRole("link", { name: "หน้าและส่วนของร้าน" }).click();
  const row = page.getByRole("listitem").filter({ hasText: "/e2e-new-page" });
  await expect(row.getByText("มีการแก้ไขที่ยังไม่เผยแพร่")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "ลบหน้า /e2e-new-page" }).click();
  await expect(row).toHaveCount(0);
});

test("shop A's owner cannot open shop B, in the editor or through its API", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const ownShop = "สุขใจ ฟาร์มแอนด์เบเกอรี่ · Sukjai Farm & Bakery";
  await editor.signIn(page, "otherShop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ownShop);
  // the browser's own request, with its session cookie (Node cannot resolve editor.localhost)
  const status = await page.evaluate(async () => (await fetch("/api/owner/shops/1001/documents")).status);
  expect(status).toBe(404);
  await page.goto(`${editor.editorOrigin}/shops/1001`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ownShop);
});

/** Opens the home page's editing screen and waits for the preview to show the page. */
async function openHome(page: Page) {
  await editor.signIn(page, "owner");
  await page.getByRole("list", { name: "หน้า" }).getByRole("link", { name: "/", exact: true }).click();
  await frameReady(page);
  return page.frameLocator("iframe");
}

/** The preview greeted the editor: it shows the edits, and a click in it selects. */
const frameReady = (page: Page) =>
  expect(page.locator("#part-preview")).toHaveAttribute("data-frame-ready", "true", { timeout: 20_000 });

const inspector = (page: Page) => page.locator("#part-inspector");
const saved = (page: Page) =>
  expect(page.locator("[data-save-state]").first()).toHaveAttribute("data-save-state", "saved");

test("an owner edits the home page in Thai and English, with a problem shown everywhere, undo, reload and publish", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const frame = await openHome(page);

  // Thai: a click in the preview selects the hero slider; its title typed in the form shows in the frame
  await frame.getByText("อู่หลงจากดอยแม่สลอง").first().click();
  await expect(inspector(page).getByRole("heading", { name: "สไลด์แบนเนอร์" })).toBeVisible();
  await inspector(page).getByLabel("หัวข้อ", { exact: true }).first().fill("ชาใหม่ประจำฤดู");
  await expect(frame.getByText("ชาใหม่ประจำฤดู").first()).toBeVisible();

  // English: the frame and the tree switch; the slider is chosen in the outline
  await page.getByRole("radio", { name: "English" }).click();
  await frameReady(page);
  await expect(page.frameLocator("iframe").locator("html")).toHaveAttribute("lang", "en");
  await page
    .getByRole("treeitem", { name: /^สไลด์แบนเนอร์/ })
    .first()
    .click();
  await inspector(page).getByLabel("หัวข้อ", { exact: true }).first().fill("New season's tea");
  await expect(page.frameLocator("iframe").getByText("New season's tea").first()).toBeVisible();
  await page.getByRole("radio", { name: "ไทย" }).click();
  await frameReady(page);
  await expect(page.frameLocator("iframe").getByText("ชาใหม่ประจำฤดู").first()).toBeVisible();

  // a product grid's columns out of bounds: at the field, in the panel, in the frame; publish is refused
  await page
    .getByRole("treeitem", { name: /^รายการหมวดหมู่/ })
    .first()
    .click();
  await page
    .getByRole("treeitem", { name: /^สไลด์แบนเนอร์/ })
    .first()
    .click();
  const interval = inspector(page).getByLabel(/เวลาแสดงแต่ละสไลด์/);
  await interval.fill("500");
  await expect(interval).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".editor-problems li").first()).toBeVisible();
  await expect(
    page
      .frameLocator("iframe")
      .getByText(/slider/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "เผยแพร่" })).toBeDisabled();

  // undo brings the bad value back out; redo puts it back; a fix makes the page valid
  await page.getByRole("button", { name: "เลิกทำ" }).click();
  await expect(interval).not.toHaveValue("500");
  await page.getByRole("button", { name: "ทำซ้ำ" }).click();
  await expect(interval).toHaveValue("500");
  await interval.fill("6");
  await expect(interval).not.toHaveAttribute("aria-invalid", "true");

  // reload: the draft is there
  await saved(page);
  await page.reload();
  await frameReady(page);
  await expect(page.frameLocator("iframe").getByText("ชาใหม่ประจำฤดู").first()).toBeVisible({ timeout: 20_000 });

  // publish: a shopper's browser sees it within 2 s
  await expect(page.getByRole("button", { name: "เผยแพร่" })).toBeEnabled();
  await page.getByRole("button", { name: "เผยแพร่" }).click();
  await expect(page.getByText("เผยแพร่แล้ว ลูกค้าเห็นหน้านี้แล้ว")).toBeVisible();
  const shopper = await browser.newPage();
  await shopper.goto(`${editor.shopOrigin}/`);
  await expect(shopper.getByText("ชาใหม่ประจำฤดู").first()).toBeVisible({ timeout: 2000 });

  // history: restore the version before and publish it
  await page.getByRole("button", { name: "ประวัติ" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("listitem")
    .filter({ hasText: "ฉบับที่ 1" })
    .getByRole("button", { name: "นำกลับมาเป็นฉบับร่าง" })
    .click();
  await expect(page.frameLocator("iframe").getByText("อู่หลงจากดอยแม่สลอง").first()).toBeVisible();
  await page.getByRole("button", { name: "เผยแพร่" }).click();
  await expect(page.getByText("เผยแพร่แล้ว ลูกค้าเห็นหน้านี้แล้ว")).toBeVisible();
  await shopper.reload();
  await expect(shopper.getByText("อู่หลงจากดอยแม่สลอง").first()).toBeVisible({ timeout: 2000 });
  await shopper.close();

  // the header's history too: its imported version previewed in the frame, then back to the drafts
  await page.getByRole("button", { name: "ประวัติ" }).click();
  await dialog.getByRole("radio", { name: "ส่วนหัว" }).check();
  await dialog.getByRole("listitem").filter({ hasText: "ฉบับที่ 1 โดย import" }).getByRole("button").first().click();
  await expect(page.getByRole("status").filter({ hasText: "ส่วนหัว: กำลังดูฉบับที่ 1" })).toBeVisible();
  await page.getByRole("button", { name: "กลับไปที่ฉบับร่าง" }).click();
  await expect(page.getByText("ส่วนหัว: กำลังดูฉบับที่ 1")).toBeHidden();
});

test("an editor edits but cannot publish; the editing screen passes axe in Thai and English, on a phone too", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/403 \(Forbidden\)/);
  await editor.signIn(page, "editor");
  await page.getByRole("list", { name: "หน้า" }).getByRole("link", { name: "/", exact: true }).click();
  await frameReady(page);
  await expect(page.getByRole("button", { name: "เผยแพร่" })).toBeDisabled();
  await expect(page.getByText("ผู้แก้ไขเผยแพร่ไม่ได้ ขอให้เจ้าของร้านเผยแพร่")).toBeVisible();
  const refused = await page.evaluate(async () => {
    const list = (await (await fetch("/api/owner/shops/1001/documents")).json()) as { id: string; path?: string }[];
    const home = list.find((document) => document.path === "/");
    const answer = await fetch(`/api/owner/shops/1001/documents/${home?.id}/publish`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ version: 1 }),
    });
    return answer.status;
  });
  expect(refused).toBe(403);
  await page
    .getByRole("treeitem", { name: /^สไลด์แบนเนอร์/ })
    .first()
    .click();
  await expectAccessible(page);
  await page.getByLabel("ภาษาของตัวแก้ไข").selectOption("en");
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel("Editor language").selectOption("th");

  // on a phone the bars leave the parts most of the window: words give way to icons, the widths to the phone's own
  await page.setViewportSize({ width: 320, height: 740 });
  const tabs = await page.getByRole("tablist").boundingBox();
  expect((tabs?.y ?? 740) + (tabs?.height ?? 0)).toBeLessThanOrEqual(740 * 0.3);
  await expect(page.getByRole("link", { name: "หน้าและส่วนของร้าน" })).toBeInViewport();
  for (const button of ["เลิกทำ", "ทำซ้ำ", "ประวัติ", "เผยแพร่"]) {
    await expect(page.getByRole("button", { name: button, exact: true })).toBeInViewport();
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("tab", { name: "โครงหน้า" }).click();
  await expect(page.getByRole("tree")).toBeVisible();
  await expect(page.locator("iframe")).toBeHidden();
  await page.getByRole("tab", { name: "ตั้งค่า" }).click();
  await expect(inspector(page).getByRole("heading", { name: "สไลด์แบนเนอร์" })).toBeVisible();
  await expectAccessible(page);
});

test("an owner adds a product grid from the outline and picks two products by searching the catalogue", async ({
  page,
}) => {
  const frame = await openHome(page);
  await page.getByRole("button", { name: "การทำงานของ หน้า" }).click();
  await page.getByRole("menuitem", { name: "เพิ่มข้างใน…" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ตารางสินค้า" }).click();
  await expect(inspector(page).getByRole("heading", { name: "ตารางสินค้า" })).toBeVisible();
  await inspector(page).getByLabel("ค้นหาสินค้า").fill("อู่หลง");
  const choices = inspector(page).getByRole("button", { name: /^เลือก / });
  await expect(choices.first()).toBeVisible();
  const names = [(await choices.nth(0).textContent()) ?? "", (await choices.nth(1).textContent()) ?? ""];
  await choices.nth(0).click();
  await inspector(page).getByLabel("ค้นหาสินค้า").fill("อู่หลง");
  await inspector(page)
    .getByRole("button", { name: /^เลือก / })
    .filter({ hasNotText: names[0] })
    .first()
    .click();
  for (const name of names) await expect(frame.getByText(name.replace(/^เลือก /, "").trim()).first()).toBeVisible();
  await page.getByRole("button", { name: "เลิกทำ" }).click();
});
