import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { EDITOR_ACCOUNTS, type EditorServer, startEditorServer } from "./editorServer";
import { expect, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 2;

type AccountName = keyof typeof EDITOR_ACCOUNTS;

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

/** Signs in on the editor's page as that account, in the editor's default language (Thai). */
async function signIn(page: Page, name: AccountName): Promise<void> {
  const account = EDITOR_ACCOUNTS[name];
  await page.goto(`${editor.editorOrigin}/`);
  await page.getByLabel("อีเมล").fill(account.email);
  await page.getByLabel("รหัสผ่าน").fill(account.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
}

/** axe on the editor's screen: nothing critical, serious or moderate. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
  const blocking = violations.filter((violation) => violation.impact !== "minor");
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

test("an owner signs in, sees the shop's pages with their state, and the editor speaks Thai and English", async ({
  page,
}) => {
  await signIn(page, "owner");
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
  await signIn(page, "owner");
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
  await signIn(page, "otherShop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ownShop);
  // the browser's own request, with its session cookie (Node cannot resolve editor.localhost)
  const status = await page.evaluate(async () => (await fetch("/api/owner/shops/1001/documents")).status);
  expect(status).toBe(404);
  await page.goto(`${editor.editorOrigin}/shops/1001`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ownShop);
});
