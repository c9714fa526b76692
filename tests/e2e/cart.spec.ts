import type { APIRequestContext, Page, Request } from "@playwright/test";
import { baht, demoProducts, demoShop, type DemoProduct } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

const demo = demoShop("demo");

function product(shop: typeof demo, slug: string): DemoProduct {
  const found = demoProducts(shop).find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`demo shop ${shop.shop.webName} has no product ${slug}`);
  return found;
}

/** Tiers 160 (1-4), 150 (5-9), 140 (10+) a bag. */
const thaiTea = product(demo, "baan-chaa-thai-tea");
/** ฿189.50 a box, in category soft-stem-oolong (121). */
const teaBags = product(demo, "soft-stem-oolong-tea-bags");
/** Stock 3, at most 2 an order. */
const firstFlush = product(demo, "soft-stem-oolong-spring-first-flush");

const isCartCall = (request: Request) => new URL(request.url()).pathname.startsWith("/api/x4/cart/");

/** Every cart API call the page makes, as "METHOD /path". */
function recordCartCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (isCartCall(request)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

function headerCount(page: Page) {
  return page.getByTestId("cart-count").first();
}

test("a guest fills a cart, keeps it across a reload, pays on the hosted checkout and comes back to a new cart", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/); // the browser reports the paid cart's CHECKOUTED
  const calls = recordCartCalls(page);

  // the product page: add one bag of Thai tea
  await page.goto(`/product/${thaiTea.slug}/${thaiTea.uuid}`);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("in-cart")).toContainText("1");

  // ten quick taps on + in the drawer: one sync request, not ten
  await expect.poll(() => calls.filter((call) => call.endsWith("/checkoutByItems")).length).toBe(1);
  const increase = drawer.getByRole("button", { name: /เพิ่มจำนวน/ });
  // tapped from inside the page, a frame apart: the taps come faster than the 500 ms debounce however loaded the
  // machine is (Playwright's own clicks, a round trip each, can come slower than that under load)
  await increase.evaluate(async (button: HTMLElement) => {
    for (let tap = 0; tap < 10; tap += 1) {
      button.click();
      await new Promise(requestAnimationFrame);
    }
  });
  await expect(drawer.getByTestId("cart-line-quantity")).toHaveText("11");
  await expect.poll(() => calls.filter((call) => call.endsWith("/update_items")).length).toBe(1);
  await page.waitForTimeout(800); // nothing more is sent once the taps stop
  expect(calls.filter((call) => call.endsWith("/update_items"))).toHaveLength(1);
  // 11 bags at the 10+ tier price
  await expect(drawer.getByTestId("cart-total")).toHaveText(baht(11 * 140));
  await drawer.getByRole("button", { name: "ปิดตะกร้าสินค้า" }).click();
  await expect(drawer).toBeHidden();

  // a card on a category page: add a box of tea bags
  await page.goto("/category/soft-stem-oolong/121");
  await hydrated(page);
  const card = page.locator(".product-card", { hasText: teaBags.texts.th.name });
  await card.getByRole("button", { name: `เพิ่มลงตะกร้า: ${teaBags.texts.th.name}` }).click();
  await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
  const total = baht(11 * 140 + teaBags.price);
  await expect(drawer.getByTestId("cart-total")).toHaveText(total);
  await expect(headerCount(page)).toHaveText("12");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect.poll(() => calls.filter((call) => call.endsWith("/update_items")).length).toBe(2);

  // a reload keeps the cart (from the shop API, through the stored cart id and secret)
  await page.reload();
  await hydrated(page);
  await expect(headerCount(page)).toHaveText("12");
  await page.getByTestId("cart-button").first().click();
  await expect(drawer.getByTestId("cart-total")).toHaveText(total);

  // checkout: handed off to the hosted stand-in, which drops the secret from the address bar
  await drawer.getByRole("link", { name: "ชำระเงิน" }).click();
  await page.waitForURL(/\/hosted\/checkout\/baan-chaa\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain("?s=");
  await expect(page.locator("body")).toContainText(thaiTea.texts.th.name);
  await expect(page.locator("body")).toContainText(total);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: /สั่งซื้อ/ }).click();
  await page.waitForURL(/\/hosted\/orders\//);

  // back in the shop: the paid cart is gone, a new one starts empty
  await page.getByRole("link", { name: /กลับ/ }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await hydrated(page);
  await expect(headerCount(page)).toBeHidden();
  await page.getByTestId("cart-button").first().click();
  await expect(drawer).toContainText("ยังไม่มีสินค้าในตะกร้า");
});

test("a tap on add while the stored cart is still loading is added once it has loaded", async ({ page }) => {
  await page.goto(`/product/${thaiTea.slug}/${thaiTea.uuid}`);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
  const storedCartId = () => page.evaluate(() => JSON.parse(localStorage.getItem("sf-cart") ?? "{}").cartId ?? null);
  await expect.poll(storedCartId).not.toBeNull(); // the cart exists on the server, so the next page loads it

  // a slow network: the stored cart takes a second to load on the next page
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/x4/cart/get*", async (route) => {
    await released;
    await route.continue();
  });
  const loading = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/x4/cart/get");
  await page.goto("/category/soft-stem-oolong/121");
  await hydrated(page);
  await loading;
  const card = page.locator(".product-card", { hasText: teaBags.texts.th.name });
  const add = card.getByRole("button", { name: `เพิ่มลงตะกร้า: ${teaBags.texts.th.name}` });
  await expect(add).toHaveAttribute("aria-busy", "true");
  await add.click();
  release();
  await expect(drawer.getByTestId("cart-line")).toHaveCount(2);
  await expect(headerCount(page)).toHaveText("2");
});

/** Another shopper buys `quantity` of a product through the API and the hosted checkout. */
async function buyElsewhere(request: APIRequestContext, uuid: string, quantity: number): Promise<void> {
  const created = await request.post("/api/x4/cart/checkoutByItems", {
    data: { items: [{ uuid, quantity }], lang_key: "th" },
  });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { cart_id: string; cart_secret: string } };
  const checkout = `/hosted/checkout/${demo.shop.webName}/${data.cart_id}`;
  expect((await request.get(`${checkout}?s=${data.cart_secret}`)).status()).toBe(200);
  const placed = await request.post(`${checkout}/place`, {
    form: { payment_method: "thai_qr" },
    headers: { Origin: new URL(created.url()).origin },
  });
  expect(placed.status()).toBe(200);
  expect(placed.url()).toContain("/hosted/orders/");
}

test("stock sold meanwhile: the shop API's NOSTOCK answer shows the Thai toast with what is left", async ({
  page,
  playwright,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 422/); // the browser reports the refused write
  await page.goto(`/product/${firstFlush.slug}/${firstFlush.uuid}`);
  await hydrated(page);
  await expect(page.getByTestId("stock-message")).toContainText("3");

  const otherShopper = await playwright.request.newContext({ baseURL });
  await buyElsewhere(otherShopper, firstFlush.uuid, 2);
  await otherShopper.dispose();

  // the page still believes 3 are left: 2 pass the browser's checks, the server refuses
  await page.getByRole("button", { name: "เพิ่มจำนวน", exact: true }).click();
  await page.getByTestId("add-to-cart").click();
  const toast = page.getByRole("alert").filter({ hasText: "กรุณาตรวจสอบอีกครั้ง" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(firstFlush.texts.th.name);
  await expect(toast).toContainText(`1 ${firstFlush.texts.th.unit}`);
  // the refused change is dropped: the cart shows what the server holds
  await expect(page.getByTestId("cart-drawer").getByTestId("cart-line")).toHaveCount(0);
});

test("two tabs of the shop show the same cart", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/product/${teaBags.slug}/${teaBags.uuid}`);
  await second.goto("/");
  await hydrated(first);
  await hydrated(second);
  await first.getByTestId("add-to-cart").click();
  await expect(headerCount(first)).toHaveText("1");
  await expect(headerCount(second)).toHaveText("1");
  await expect(first.getByTestId("cart-drawer")).toBeVisible(); // the add opens the drawer
  await first.keyboard.press("Escape");
  await first.getByRole("button", { name: "เพิ่มจำนวน", exact: true }).click();
  await first.getByTestId("add-to-cart").click();
  await expect(headerCount(first)).toHaveText("3");
  await expect(headerCount(second)).toHaveText("3");
});

test("/cart with an empty cart says so and goes back", async ({ page }) => {
  // the toast lives in the /cart document, which the browser leaves: note what alerts said in the tab's session
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const said = [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? "");
      if (said.some(Boolean)) sessionStorage.setItem("alerts", JSON.stringify(said));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/about");
  await hydrated(page);
  await page.goto("/cart");
  await expect(page).toHaveURL(/\/about$/);
  const said = await page.evaluate(() => sessionStorage.getItem("alerts") ?? "");
  expect(said).toContain("ยังไม่มีสินค้าในตะกร้า");
});

test("a stored cart of 300 lines keeps the first 100, and the shopper is told in Thai", async ({ page }) => {
  const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;
  const items = Array.from({ length: 300 }, (_, index) => ({ uuid: uuid(index), quantity: 1 }));
  const stored = JSON.stringify({ shopId: demo.shop.id, cartId: null, cartSecret: null, items, drafts: [] });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) localStorage.setItem("sf-cart", value);
    sessionStorage.setItem("seeded", "1");
  }, stored);
  await page.goto("/");
  await hydrated(page);
  const toast = page.getByRole("alert").filter({ hasText: "กรุณาตรวจสอบอีกครั้ง" });
  await expect(toast).toContainText("ตะกร้าที่บันทึกไว้มีสินค้าเกิน 100 รายการ จึงเก็บไว้เพียง 100 รายการแรก");
  await expect(headerCount(page)).toHaveText("99+"); // 100 items: the badge shows at most 99
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("sf-cart") ?? "{}").items.length);
  expect(kept).toBe(100);
});
