import type { Page } from "@playwright/test";
import { expectAccessible } from "./editorAccessible";
import { EDITOR_ACCOUNTS, type EditorServer, startEditorServer } from "./editorServer";
import { expect, test } from "./fixtures";

// The shop editor's settings screen (a form from the settings schema, saved and published as any draft) and, in the
// page editor, the preview's contrast warnings a shop's colours cause (docs/editor.md).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 6;

/** The demo shop's heading once signed in (its one shop). */
const SHOP_NAME = /^บ้านชา/;

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

async function openSettings(page: Page, name: keyof typeof EDITOR_ACCOUNTS = "owner"): Promise<void> {
  await editor.signIn(page, name);
  await page.getByRole("link", { name: "การตั้งค่าร้าน" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "การตั้งค่าร้าน" })).toBeVisible();
}

const saved = (page: Page) => expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");

/** Saves the settings draft through the owner API, as another editor's browser would: `change` edits its Thai part. */
function saveSettingsElsewhere(page: Page, change: Record<string, unknown>): Promise<number> {
  return page.evaluate(async (change) => {
    const base = "/api/owner/shops/1001/documents";
    const list = (await (await fetch(base)).json()) as { id: string; type: string }[];
    const id = list.find((document) => document.type === "settings")?.id;
    const detail = (await (await fetch(`${base}/${id}`)).json()) as {
      version: number;
      content: { th: Record<string, unknown> };
    };
    const content = { ...detail.content, th: { ...detail.content.th, ...change } };
    const answer = await fetch(`${base}/${id}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "If-Match": `"${detail.version}"` },
      body: JSON.stringify({ content }),
    });
    return answer.status;
  }, change);
}

test("an owner renames the shop and changes its primary colour in the settings form; shoppers see both once published", async ({
  page,
  browser,
}) => {
  await openSettings(page);
  const name = page.getByLabel("ชื่อร้าน", { exact: true });
  await expect(name).toHaveValue(/บ้านชา/);
  await name.fill("บ้านชา ร้านทดสอบ");
  await page.getByLabel("สีหลัก", { exact: true }).fill("#6b2f7a");
  await saved(page);
  await page.reload(); // the draft is saved
  await expect(page.getByLabel("ชื่อร้าน", { exact: true })).toHaveValue("บ้านชา ร้านทดสอบ");

  await page.getByRole("button", { name: "เผยแพร่" }).click();
  await expect(page.getByText("เผยแพร่แล้ว ลูกค้าเห็นหน้านี้แล้ว")).toBeVisible();
  const shopper = await browser.newPage();
  await shopper.goto(`${editor.shopOrigin}/about`);
  await expect(shopper).toHaveTitle(/\| บ้านชา ร้านทดสอบ$/);
  const brand = await shopper.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-brand"),
  );
  expect(brand.trim()).toBe("#6b2f7a");
  await shopper.close();
});

test("the settings screen passes axe in Thai and in English", async ({ page }) => {
  await openSettings(page);
  await expectAccessible(page);
  await page.getByLabel("ภาษาของตัวแก้ไข").selectOption("en");
  await expect(page.getByRole("heading", { level: 1, name: "Shop settings" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Editor language").selectOption("th");
});

test("a setting the schema refuses is shown at its field, in the editor's language, and publishing waits", async ({
  page,
}) => {
  await openSettings(page);
  const width = page.getByLabel("ความกว้างของเนื้อหา");
  await width.fill("100");
  await expect(width).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "เผยแพร่" })).toBeDisabled();
  await width.fill("1200");
  await expect(width).not.toHaveAttribute("aria-invalid", "true");
  await saved(page);
  await expect(page.getByRole("button", { name: "เผยแพร่" })).toBeEnabled();
});

test("someone else saved the settings first: the editor says who, and loads their version", async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allow(/412 \(Precondition Failed\)/);
  await openSettings(page);
  const other = await browser.newPage();
  await editor.signIn(other, "editor");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(SHOP_NAME);
  expect(await saveSettingsElsewhere(other, { webHead: { title: "ชื่อจากผู้แก้ไขอีกคน" } })).toBe(200);
  await other.close();

  await page.getByLabel("คำอธิบายร้าน").fill("คำอธิบายของเจ้าของร้าน");
  const conflict = page.getByRole("alert").filter({ hasText: EDITOR_ACCOUNTS.editor.email });
  await expect(conflict).toBeVisible();
  await conflict.getByRole("button", { name: "โหลดฉบับของเขา" }).click();
  await expect(page.getByLabel("ชื่อร้านบนแท็บเบราว์เซอร์")).toHaveValue("ชื่อจากผู้แก้ไขอีกคน");
  await saved(page);
});

test("a pale primary colour: the preview warns that a brand section's text is hard to read, at its background", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editor.signIn(page, "owner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SHOP_NAME);
  // the shop's colours as drafted: the preview shows them
  expect(await saveSettingsElsewhere(page, { globalConfig: { primaryColor: "#e0f2f1" } })).toBe(200);
  await page.getByRole("list", { name: "หน้า" }).getByRole("link", { name: "/", exact: true }).click();
  await expect(page.locator("#part-preview")).toHaveAttribute("data-frame-ready", "true", { timeout: 20_000 });

  // the gift section (brand tone): white text on the pale colour
  const warning = page
    .locator(".editor-problem-warning")
    .filter({ hasText: /^TH ส่วนของหน้า: อ่านยาก: ".+" ตัวอักษรสี #ffffff บนพื้นสี #e0f2f1 ความต่างของสี 1\.\d:1/ });
  await expect(warning).toHaveCount(1, { timeout: 15_000 });
  await expect(warning).toContainText("ลองเลือกสีพื้นหลังอื่น");
  await warning.getByRole("button").click();
  const tone = page.locator("#part-inspector").getByLabel("สีพื้นหลัง");
  await expect(tone).toBeFocused();
  await expect(tone).toHaveValue("2"); // brand, the third tone

  // a dark background instead: the warning goes
  await tone.selectOption({ label: "สีเข้ม" });
  await expect(warning).toHaveCount(0, { timeout: 15_000 });
});
