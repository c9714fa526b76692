import { expectAccessible } from "./editorAccessible";
import { type EditorServer, startEditorServer } from "./editorServer";
import { baht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

// An owner sets the shop's delivery rules in the settings form (made from schemas/base.schema.json, labelled in the
// editor's language); once published, shoppers see them on the product page (docs/editor.md, docs/storefront.md).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 9;

const thaiTea = demoProducts(demoShop("demo")).find((product) => product.slug === "baan-chaa-thai-tea");
if (!thaiTea) throw new Error("the demo shop has no Thai tea");

let editor: EditorServer;

test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startEditorServer(SERVER_PORT);
});

test.afterAll(async () => {
  await editor?.stop();
});

test("an owner changes the fee, the free-delivery amount and pickup; shoppers see them once published", async ({
  page,
  browser,
}) => {
  await editor.signIn(page, "owner");
  await page.getByRole("link", { name: "การตั้งค่าร้าน" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "การตั้งค่าร้าน" })).toBeVisible();

  // the form shows the shop's rules as they are (the demo shop's settings), and the owner changes them
  const rules = demoShop("demo").base.th.delivery;
  const shipping = page.getByLabel("จัดส่งถึงบ้าน", { exact: true });
  await expect(shipping.locator("option:checked")).toHaveText("ค่าส่งอัตราเดียวต่อคำสั่งซื้อ");
  await expect(page.getByLabel("ค่าส่ง (฿)", { exact: true })).toHaveValue(String(rules?.feeBaht));
  await page.getByLabel("ค่าส่ง (฿)", { exact: true }).fill("40");
  await page.getByLabel("ส่งฟรีเมื่อซื้อครบ (฿)", { exact: true }).fill("800");
  const pickup = page.getByRole("switch", { name: "รับสินค้าเองที่ร้าน" });
  await expect(pickup).toBeChecked();
  await pickup.uncheck();
  await expect(page.locator("[data-save-state]")).toHaveAttribute("data-save-state", "saved");
  await expectAccessible(page);

  // the same fields in the editor's English
  await page.getByLabel("ภาษาของตัวแก้ไข").selectOption("en");
  await expect(page.getByLabel("Free delivery over (฿)", { exact: true })).toHaveValue("800");
  await expect(page.getByRole("switch", { name: "Store pickup" })).not.toBeChecked();
  await page.getByLabel("Editor language").selectOption("th");

  await page.getByRole("button", { name: "เผยแพร่" }).click();
  await expect(page.getByText("เผยแพร่แล้ว ลูกค้าเห็นหน้านี้แล้ว")).toBeVisible();
  const shopper = await browser.newPage();
  await shopper.goto(`${editor.shopOrigin}/product/${thaiTea.slug}/${thaiTea.uuid}`);
  await expect(shopper.locator(".w-product-detail__delivery")).toHaveText(
    `ส่งฟรีเมื่อซื้อครบ ${baht(800)} · ค่าส่ง ${baht(40)}`,
  );
  await shopper.close();
});
