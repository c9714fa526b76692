import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SESSION_COOKIE } from "../../server/modules/auth/sessionToken";
import { baht, deliveryFeeBaht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { type ShopperServer, startShopperServer } from "./shopperServer";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A server of this spec's own, whose database holds a shopper's session. */
const OWN_PORT = PORT + 3;
const DEMO = demoShop("demo").shop;
/** Home delivery (checked first) of an order below the free-delivery amount: its fee is in every total. */
const FEE = deliveryFeeBaht(demoShop("demo"));
const THAI_TEA = demoProducts(demoShop("demo")).find((product) => product.slug === "baan-chaa-thai-tea") ?? {
  uuid: "",
};

const card = (page: Page, code: string) => page.locator(`li[data-code="${code}"]`);

test.describe("the coupon page for a guest", () => {
  for (const [lang, path, texts] of [
    [
      "th",
      "/coupons",
      { claim: "เก็บคูปอง", logIn: "กรุณาเข้าสู่ระบบ", button: "เข้าสู่ระบบ", expired: "คูปองหมดอายุแล้ว", none: "คูปองหมดแล้ว" },
    ],
    [
      "en",
      "/en/coupons",
      { claim: "Claim", logIn: "Please log in", button: "Log in", expired: "Coupon expired", none: "No coupons left" },
    ],
  ] as const) {
    test(`Claim says to log in, with a log-in button (${lang})`, async ({ page }) => {
      await page.goto(path);
      const welcome = card(page, "WELCOME10");
      await expect(welcome).toBeVisible();
      await expect(welcome).not.toContainText(texts.logIn);
      await welcome.getByRole("button", { name: texts.claim }).click();
      await expect(welcome.getByRole("status")).toContainText(texts.logIn);
      await expect(welcome.getByRole("button", { name: texts.button, exact: true })).toBeVisible();
      // refusals that need no press: expired, used up, not yet claimable (with when, in Bangkok time)
      await expect(card(page, "RAINYDAY").getByRole("status")).toContainText(texts.expired);
      await expect(card(page, "FLASH100").getByRole("status")).toContainText(texts.none);
      await expect(card(page, "FLASH100").getByRole("status")).not.toContainText(texts.expired);
      await expect(card(page, "SONGKRAN").getByRole("status")).toContainText(
        lang === "en" ? "Claimable from 10:00 on 1 Apr 2035" : "เก็บได้ตั้งแต่ 10:00 น. วันที่ 1 เม.ย. 2578",
      );
      await expect(card(page, "SONGKRAN").getByRole("button")).toHaveCount(0);
    });
  }

  test("My coupons asks a guest to log in and lists nothing", async ({ page }) => {
    await page.goto("/coupons?mine=1");
    const list = page.getByRole("region", { name: "คูปองของฉัน" });
    await expect(list).toContainText("เข้าสู่ระบบเพื่อดูคูปองที่คุณเก็บไว้");
    await expect(list.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })).toBeVisible();
    await expect(list.locator("li[data-code]")).toHaveCount(0);
  });

  test("a footer link leads to the coupon page", async ({ page }) => {
    await page.goto("/en/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Coupons" }).click();
    await expect(page).toHaveURL(/\/en\/coupons$/);
    await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible();
  });
});

test.describe("the coupon page for a logged-in shopper", () => {
  // The shopper's session is put in the database of a server of this test's own before it starts (the shared
  // server's embedded database belongs to its process): tests/e2e/seedShopper.ts.
  test.setTimeout(90_000);
  let shopper: ShopperServer | undefined;
  let token = "";

  test.beforeAll(async () => {
    test.setTimeout(90_000); // a hook's own: the describe's setting covers the tests, not beforeAll
    shopper = await startShopperServer(OWN_PORT, DEMO.id);
    token = shopper.token;
  });

  test.afterAll(async () => {
    await shopper?.stop();
  });

  test("claims a coupon, then sees Already claimed; a members-only coupon says to join", async ({ page, context }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "localhost", path: "/" }]);
    await page.goto(`http://localhost:${OWN_PORT}/en/coupons`);
    // the shopper presses Claim once the page knows them (the list is loaded again for them after the session check)
    await expect(page.getByRole("button", { name: /^Account menu of / })).toBeVisible();
    const welcome = card(page, "WELCOME10");
    await expect(welcome).toContainText("742 of 1000 left");
    await welcome.getByRole("button", { name: "Claim" }).click();
    await expect(welcome.getByRole("status")).toContainText("Already claimed");
    await expect(welcome).toContainText("741 of 1000 left");
    await expect(welcome.getByRole("button", { name: "Claim" })).toHaveCount(0);

    await page.reload();
    await expect(card(page, "WELCOME10").getByRole("status")).toContainText("Already claimed");

    const members = card(page, "TEAFRIEND50");
    await members.getByRole("button", { name: "Claim" }).click();
    await expect(members.getByRole("status")).toContainText("User conditions not met");
    await expect(members.getByRole("link", { name: "Join the membership" })).toHaveAttribute("href", "/en/member");

    const later = card(page, "NEWHARVEST");
    await later.getByRole("button", { name: "Claim" }).click();
    await expect(later.getByRole("status")).toContainText("Not valid for use yet");
    await expect(later.getByRole("status")).toContainText("Usable from 10:00 on 1 Nov 2029");
  });

  test("the account menu's My coupons shows only the coupons the shopper claimed, by keyboard", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "localhost", path: "/" }]);
    const claimed = await page.request.post(`http://localhost:${OWN_PORT}/api/x4/coupon/claim`, {
      headers: { "X-Nuxt-Host": "localhost" },
      data: { code: "WELCOME10" },
    });
    expect([200, 409]).toContain(claimed.status()); // the test above may have claimed it
    await page.goto(`http://localhost:${OWN_PORT}/en/`);
    const menu = page.getByRole("button", { name: /^Account menu of / });
    await menu.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "My coupons" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/coupons\?mine=1$/);
    const list = page.getByRole("region", { name: "My coupons" });
    await expect(list.locator("li[data-code]").first()).toBeVisible();
    const codes = await list
      .locator("li[data-code]")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-code")));
    expect(codes).toContain("WELCOME10");
    expect(codes).not.toContain("TEAFRIEND50"); // members only, never claimed
    await list.getByRole("link", { name: "See all the shop's coupons" }).click();
    await expect(page).toHaveURL(/\/en\/coupons$/);
    await expect(card(page, "TEAFRIEND50")).toBeVisible();
  });

  test("at checkout the total follows the coupon chosen, one not usable yet says from when, and the order has a number", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "localhost", path: "/" }]);
    const base = `http://localhost:${OWN_PORT}`;
    const api = { headers: { "X-Nuxt-Host": "localhost" } };
    for (const code of ["WELCOME10", "NEWHARVEST"]) {
      const claimed = await page.request.post(`${base}/api/x4/coupon/claim`, { ...api, data: { code } });
      expect([200, 409]).toContain(claimed.status()); // the test above may have claimed WELCOME10
    }
    const updated = await page.request.post(`${base}/api/x4/cart/update`, {
      ...api,
      data: { items: [{ uuid: THAI_TEA.uuid, quantity: 4 }], lang_key: "en" }, // 4 × ฿160
    });
    const { cart_id: cartId } = ((await updated.json()) as { data: { cart_id: string } }).data;

    await page.goto(`${base}/hosted/checkout/baan-chaa/${cartId}?lang=en`);
    const total = page.locator("[data-total]:visible");
    await expect(total).toHaveText(baht(640 + FEE, "en-US"));
    const later = page.getByRole("radio", { name: /NEWHARVEST/ });
    await expect(later).toBeDisabled();
    await expect(later).toHaveAccessibleDescription("Usable from 10:00 on 1 Nov 2029");

    const welcome = page.getByRole("radio", { name: /WELCOME10/ });
    await welcome.check();
    await expect(total).toHaveText(baht(576 + FEE, "en-US"));
    await expect(page.locator("[data-discount]:visible")).toHaveText(`−${baht(64, "en-US")}`);
    await expect(welcome).toHaveAccessibleDescription(
      `Delivery · Home delivery ${baht(FEE, "en-US")} Coupon WELCOME10 −${baht(64, "en-US")} Total ${baht(576 + FEE, "en-US")}`,
    );
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
    // by keyboard: back to no coupon, then down to the coupon again
    const none = page.getByRole("radio", { name: "No coupon" });
    await none.focus();
    await page.keyboard.press("Space");
    await expect(total).toHaveText(baht(640 + FEE, "en-US"));
    await expect(page.locator("[data-discount]:visible")).toHaveCount(0);
    await page.keyboard.press("ArrowDown");
    await expect(welcome).toBeChecked();
    await expect(total).toHaveText(baht(576 + FEE, "en-US"));

    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/hosted\/orders\//);
    const number = (await page.locator("[data-order-id]").textContent()) ?? "";
    expect(number).toMatch(/^#1\d{3}$/);
    await expect(page.locator("main")).toContainText("Status: Placed");
    await expect(page.locator("[data-discount]")).toHaveText(`−${baht(64, "en-US")}`);
    await expect(page.locator("[data-total]")).toHaveText(baht(576 + FEE, "en-US"));

    await page.goto(`${base}/account/orders?lang=en`);
    const order = page.locator(".orders > li").filter({ hasText: number });
    await expect(order.locator("[data-order-id]")).toHaveText(number);
    await expect(order.locator("[data-status]")).toHaveText("Placed");
    await expect(order).toContainText(`Coupon WELCOME10 −${baht(64, "en-US")}`);
    await expect(order.locator("[data-total]")).toHaveText(baht(576 + FEE, "en-US"));
    expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  });
});
