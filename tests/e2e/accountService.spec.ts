import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { baht, deliveryFeeBaht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

const demo = demoShop("demo");
/** Tiers 160 (1-4), 150 (5-9), 140 (10+) a bag. */
const tea = demoProducts(demo).find((product) => product.slug === "baan-chaa-thai-tea");
if (!tea) throw new Error("the demo shop has no Thai tea");

const PASSWORD = "ชาอูหลง-2567";
/** Two bags (฿320) are below the shop's free-delivery amount: home delivery, checked first, adds its fee. */
const TWO_BAGS_DELIVERED = 320 + deliveryFeeBaht(demo);

/** The account service's page for an action as the shop API names it (§7), with the storefront's lang appended. */
async function accountPage(request: APIRequestContext, action: string, continueUrl: string): Promise<string> {
  const answer = await request.get(`/api/x4/url/${action}?continue_url=${encodeURIComponent(continueUrl)}`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { url: string } };
  const url = new URL(data.url);
  expect(url.searchParams.get("continue_url")).toBe(continueUrl);
  url.searchParams.set("lang", "th");
  return url.href;
}

async function signedInEmail(request: APIRequestContext): Promise<string | null> {
  const answer = (await (await request.get("/api/x4/auth/check")).json()) as {
    success: boolean;
    data?: { user: { email: string } };
  };
  return answer.success ? (answer.data?.user.email ?? null) : null;
}

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.use({ viewport: { width: 375, height: 740 } });

test("a shopper registers in Thai on a phone, fixes the field errors, logs out, logs in after a wrong password and lands back", async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  // the browser reports the status of the re-shown forms: 422 (field errors) and 401 (wrong password)
  consoleGuard.allow(/status of 422/);
  consoleGuard.allow(/status of 401/);
  const email = `somchai-${randomUUID()}@example.test`;
  const back = `${baseURL}/product/${tea.slug}/${tea.uuid}?from=account#details`;

  // register: the shop API names the stand-in's page; its form speaks Thai and fits the phone
  await page.goto(await accountPage(page.request, "register", back));
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("สร้างบัญชี");
  await expectNoSideways(page);
  await page.getByLabel("ชื่อ").fill("สมชาย ใจดี");
  await page.getByLabel("อีเมล").fill("somchai-at-example");
  await page.getByLabel("รหัสผ่าน").fill("สั้น");
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();

  // the errors: listed first, focused and announced, each on its field
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("กรุณาแก้ไข 2 รายการ");
  const emailField = page.getByLabel("อีเมล");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com");
  await expect(page.getByLabel("รหัสผ่าน")).toHaveAccessibleDescription(
    "อย่างน้อย 8 ตัวอักษร รหัสผ่านสั้นเกินไป ต้องมีอย่างน้อย 8 ตัวอักษร",
  );
  await expect(page.getByLabel("ชื่อ")).toHaveValue("สมชาย ใจดี");
  await expectNoSideways(page);
  await summary.getByRole("link", { name: /กรุณากรอกอีเมล/ }).click();
  await expect(emailField).toBeFocused();

  await emailField.fill(email);
  await page.getByLabel("รหัสผ่าน").fill(PASSWORD);
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await page.waitForURL(back);
  expect(await signedInEmail(page.request)).toBe(email);
  const [session] = (await page.context().cookies()).filter((cookie) => cookie.name === "sf_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false, path: "/" });

  // another site's link and form to the log-out page (the session cookie is Lax: a link's GET carries it) log no one
  // out: the link shows the question, the form is refused
  const logout = await accountPage(page.request, "logout", back);
  await page.route("http://elsewhere.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<a href="${logout}">a prize</a><form method="post" action="${logout}"><button>win</button></form>`,
    }),
  );
  await page.goto("http://elsewhere.test/");
  await page.getByRole("link", { name: "a prize" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ออกจากระบบ");
  expect(await signedInEmail(page.request)).toBe(email);
  consoleGuard.allow(/status of 403/);
  await page.goto("http://elsewhere.test/");
  await page.getByRole("button", { name: "win" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่อนุญาต");
  expect(await signedInEmail(page.request)).toBe(email);

  // log out by the page's own button (a POST from the shop's origin): back on the page, no longer signed in
  await page.goto(logout);
  await expectNoSideways(page);
  await page.getByRole("button", { name: "ออกจากระบบ" }).click();
  await page.waitForURL(back);
  expect(await signedInEmail(page.request)).toBeNull();

  // a wrong password is told (and announced) without saying which of the two was wrong
  await page.goto(await accountPage(page.request, "login", back));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("เข้าสู่ระบบ");
  await page.getByLabel("อีเมล").fill(email);
  await page.getByLabel("รหัสผ่าน").fill("ไม่ใช่รหัสนี้");
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("alert")).toContainText("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page.getByLabel("อีเมล")).toHaveValue(email);
  await expect(page.getByLabel("รหัสผ่าน")).toHaveValue("");
  await expectNoSideways(page);

  await page.getByLabel("รหัสผ่าน").fill(PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await page.waitForURL(back);
  expect(await signedInEmail(page.request)).toBe(email);
});

test("my orders lists the order the shopper placed on the hosted checkout", async ({ page, baseURL, playwright }) => {
  // a guest cart (made before logging in), which the account takes over on log-in
  const guest = await playwright.request.newContext({ baseURL });
  const created = await guest.post("/api/x4/cart/checkoutByItems", {
    data: { items: [{ uuid: tea.uuid, quantity: 2 }], lang_key: "th" },
  });
  expect(created.status()).toBe(200);
  const cart = ((await created.json()) as { data: { cart_id: string; cart_secret: string } }).data;
  await guest.dispose();

  const orders = `${baseURL}/account/orders?lang=th`;
  await page.goto(orders);
  await page.waitForURL(/\/account\/login\?/); // signed-in pages send a guest to log in first
  await page.getByRole("link", { name: "สร้างบัญชี" }).click();
  await page.getByLabel("ชื่อ").fill("สมหญิง");
  await page.getByLabel("อีเมล").fill(`somying-${randomUUID()}@example.test`);
  await page.getByLabel("รหัสผ่าน").fill(PASSWORD);
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await page.waitForURL((url) => url.pathname === "/account/orders"); // the page asked for, its links kept
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("คำสั่งซื้อของฉัน");
  await expect(page.getByRole("main")).toContainText("คุณยังไม่มีคำสั่งซื้อ");

  // the storefront's merge call after log-in (its API client always sends X-Nuxt-Host)
  const merged = await page.request.get(
    `/api/x4/cart/get?cart_id=${cart.cart_id}&cart_secret=${encodeURIComponent(cart.cart_secret)}&lang=th`,
    { headers: { "X-Nuxt-Host": "localhost" } },
  );
  expect(merged.status()).toBe(200);

  // pay on the hosted checkout stand-in: the cart is the account's now, opened by the session (its old secret no more)
  await page.goto(`/hosted/checkout/${demo.shop.webName}/${cart.cart_id}`);
  await page.getByLabel("Thai QR").check();
  await page.getByRole("button", { name: "สั่งซื้อ" }).click();
  await page.waitForURL(/\/hosted\/orders\//);
  const orderId = await page.locator("[data-order-id]").textContent();
  await expect(page.locator("[data-total]")).toHaveText(baht(TWO_BAGS_DELIVERED));

  await page.goto(orders);
  const order = page.locator(".orders > li");
  await expect(order).toHaveCount(1);
  await expect(order.locator("[data-order-id]")).toHaveText(orderId ?? "");
  await expect(order.locator("[data-total]")).toHaveText(baht(TWO_BAGS_DELIVERED));
  await expect(order).toContainText("Thai QR");
  await expect(order.locator("time")).toHaveText(/^\d{1,2} \S+ 25\d\d เวลา \d{2}:\d{2}$/);
  await expectNoSideways(page);

  // every signed-in page links to the others and back to the shop
  const nav = page.getByRole("navigation", { name: "บัญชีของคุณ" });
  await expect(nav.getByRole("link", { name: "คำสั่งซื้อของฉัน" })).toHaveAttribute("aria-current", "page");
  for (const name of ["โปรไฟล์ของฉัน", "ที่อยู่ของฉัน", "ความปลอดภัยและความเป็นส่วนตัว", "การตั้งค่าและการเชื่อมต่อ"]) {
    await nav.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expectNoSideways(page);
  }
  await page.getByRole("link", { name: "กลับไปที่ร้านค้า" }).click();
  await page.waitForURL(`${baseURL}/`);
});
