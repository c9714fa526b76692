import AxeBuilder from "@axe-core/playwright";
import type { Request } from "@playwright/test";
import { baht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// The offline-mode shop (§5, id 10047, offline.localhost) as a shopper on a phone: its home has an h1, its menu
// reaches its categories and its search its products; the cart is never sent while browsing, and the hand-off
// creates the one cart the hosted checkout opens (issue 25, defect 3).
const offline = demoShop("offline");
const sourdough = demoProducts(offline).find((product) => product.slug === "riceberry-sourdough");
if (!sourdough) throw new Error("the offline shop has no riceberry sourdough");

const cartCallOf = (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith("/api/x4/cart/") ? pathname.slice("/api/x4/cart/".length) : null;
};

test.describe("the offline shop on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a shopper finds a product, adds it, reloads and reaches the hosted checkout with the cart", async ({
    page,
    baseURL,
  }) => {
    const origin = `http://offline.localhost:${new URL(baseURL ?? "").port}`;
    const calls: string[] = [];
    page.on("request", (request) => {
      const call = cartCallOf(request);
      if (call) calls.push(call);
    });

    await page.goto(`${origin}/`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("สุขใจ ฟาร์มแอนด์เบเกอรี่ ขนมปังเตาฟืนและผักจากสวน");

    // the menu reaches a category, and the category its products
    await page.getByRole("button", { name: "เปิดเมนู" }).tap();
    const menu = page.getByRole("dialog", { name: "เมนูหลัก" });
    await menu.getByRole("button", { name: "สินค้า" }).tap();
    await menu.getByRole("link", { name: "ขนมปัง" }).tap();
    await expect(page).toHaveURL(/\/category\/bread\/201$/);
    await expect(page.locator("main")).toContainText(sourdough.texts.th.name);

    // the search finds the product
    await page.getByRole("button", { name: "ค้นหาสินค้าและบทความ" }).tap();
    await page.getByRole("combobox", { name: "ค้นหาสินค้าและบทความ" }).fill("ไรซ์เบอร์รี่");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await page.getByRole("link", { name: sourdough.texts.th.name }).first().tap();
    await expect(page).toHaveURL(new RegExp(`/product/${sourdough.slug}/${sourdough.uuid}$`));
    await hydrated(page);

    await page.getByTestId("add-to-cart").tap();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
    await page.keyboard.press("Escape");

    // page changes and a reload keep the cart on the device and make no cart on the server
    await page.goto(`${origin}/about`);
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("cart-count").first()).toHaveText("1");
    expect(calls).toEqual([]);

    // checkout: the hand-off creates the cart, keeps it, and the hosted checkout shows it
    await page.getByTestId("cart-button").first().tap();
    await drawer.getByRole("link", { name: "ชำระเงิน" }).tap();
    await page.waitForURL(/\/hosted\/checkout\/offline-market\/[0-9a-f-]{36}$/);
    await expect(page.locator("body")).toContainText(sourdough.texts.th.name);
    await expect(page.locator("body")).toContainText(baht(sourdough.price));
    expect(calls).toEqual(["checkoutByItems", "update"]);
    const cartId = page.url().split("/").pop();

    // back in the shop: the same cart, kept on the device
    await page.goto(`${origin}/`);
    await hydrated(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("sf-cart") ?? "{}"));
    expect(stored.cartId).toBe(cartId);
    expect(stored.cartSecret).toEqual(expect.any(String));
  });
});

test("the offline shop's home, menu and search in English on a desktop", async ({ page, baseURL }) => {
  const origin = `http://offline.localhost:${new URL(baseURL ?? "").port}`;
  await page.goto(`${origin}/en/`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sukjai Farm & Bakery: wood-fired bread and garden vegetables",
  );
  await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter(({ impact }) => impact !== "minor").map(({ id }) => id)).toEqual([]);
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByRole("button", { name: "Shop" }).click();
  await nav.getByRole("link", { name: "Jam & preserves" }).click();
  await expect(page).toHaveURL(/\/en\/category\/jam-and-preserves\/203$/);
  await page.getByRole("combobox", { name: "Search products and articles" }).fill("sourdough");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=sourdough$/);
  await expect(page.getByRole("link", { name: sourdough?.texts.en.name })).not.toHaveCount(0);
});
