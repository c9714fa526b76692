import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { baht, deliveryFeeBaht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// The whole account journey of issue #9 in one shopper's browser, on a phone, in English: a guest fills a cart,
// registers at the account-service stand-in, comes back logged in to the page left (language, query and hash kept)
// with the guest cart merged into the account's, joins the membership after its consent, claims a members-only
// coupon (a second try says it is claimed), uses it on the hosted checkout, finds the order under "my orders", and
// logs out. Everything runs against the shared server: no session is made behind the browser's back.
const demo = demoShop("demo");
const thaiTea = demoProducts(demo).find((product) => product.slug === "baan-chaa-thai-tea");
if (!thaiTea) throw new Error("the demo shop has no Thai tea");
/** Members only: ฿50 off from a ฿500 spend. */
const MEMBERS_COUPON = "TEAFRIEND50";
const BAGS = 4; // 4 × ฿160 = ฿640, over the coupon's minimum spend

test.use({ viewport: { width: 375, height: 740 } });
test.setTimeout(90_000);

async function loggedInEmail(page: Page): Promise<string | null> {
  const body = (await (await page.request.get("/api/x4/auth/check")).json()) as {
    success: boolean;
    data?: { user: { email: string } };
  };
  return body.success ? (body.data?.user.email ?? null) : null;
}

test("a shopper registers, returns to the page left with the cart merged, joins, claims and uses a coupon, finds the order, logs out", async ({
  page,
  baseURL,
}) => {
  const email = `nok-${randomUUID()}@example.test`;
  const productPage = `${baseURL}/en/product/${thaiTea.slug}/${thaiTea.uuid}?ref=journey#details`;

  // a guest puts four bags in the cart
  await page.goto(productPage);
  await hydrated(page);
  const cartWritten = page.waitForResponse((response) => response.url().includes("/api/x4/cart/checkoutByItems"));
  await page.getByTestId("add-to-cart").click();
  const drawer = page.getByTestId("cart-drawer");
  const increase = drawer.getByRole("button", { name: /Increase/ });
  for (let bag = 1; bag < BAGS; bag += 1) await increase.click();
  await expect(drawer.getByTestId("cart-line-quantity")).toHaveText(String(BAGS));
  expect((await cartWritten).status()).toBe(200);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-count").first()).toHaveText(String(BAGS));
  await page.waitForResponse((response) => response.url().includes("/api/x4/cart/update_items"));

  // the header's log-in button leads to the account service, in English, which sends a new shopper to register
  await page.getByTestId("account-login").first().click();
  await page.waitForURL((url) => url.pathname === "/account/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Name").fill("Nok Chaiyaphum");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("oolong-tea-2026");
  await page.getByRole("button", { name: "Create account" }).click();

  // back on the very page left: language, query and hash; logged in, with the account menu
  await page.waitForURL(productPage);
  await hydrated(page);
  expect(await loggedInEmail(page)).toBe(email);
  const menuButton = page.getByTestId("account-menu").first();
  await expect(menuButton).toHaveAccessibleName("Account menu of Nok Chaiyaphum");
  await menuButton.click();
  const menu = page.getByRole("menu");
  for (const item of [
    "My orders",
    "My profile",
    "My addresses",
    "Security and privacy",
    "Settings and connections",
    "Log out",
  ]) {
    await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // the guest cart is now the account's: the same four bags, kept without a secret
  await expect(page.getByTestId("cart-count").first()).toHaveText(String(BAGS));
  const account = await page.request.get("/api/x4/cart/get?lang=en");
  const accountCart = (await account.json()) as { data: { cart_secret: null; items: { quantity: number }[] } };
  expect(accountCart.data).toMatchObject({ cart_secret: null, items: [{ quantity: BAGS }] });

  // the membership: joining shows the consent first
  await page.goto("/en/member");
  const member = page.getByTestId("member");
  await member.getByTestId("member-action").click();
  const consent = page.getByTestId("member-dialog");
  await expect(consent.getByTestId("member-consent-items").getByRole("listitem")).toHaveText([
    "Name",
    "Address",
    "Email",
    "Phone number",
    "Gender",
    "Birth date",
    "Age",
  ]);
  await consent.getByTestId("member-confirm").click();
  await expect(member.getByTestId("member-status")).toContainText("You are a member of this store");

  // the members-only coupon: claimed once; a second try (after a reload) says it is claimed
  await page.goto("/en/coupons");
  const coupon = page.locator(`li[data-code="${MEMBERS_COUPON}"]`);
  await coupon.getByRole("button", { name: "Claim" }).click();
  await expect(coupon.getByRole("status")).toContainText("Already claimed");
  await page.reload();
  await expect(coupon.getByRole("status")).toContainText("Already claimed");
  await expect(coupon.getByRole("button", { name: "Claim" })).toHaveCount(0);
  const claimAgain = await page.request.post("/api/x4/coupon/claim", {
    data: { code: MEMBERS_COUPON },
    headers: { "X-Nuxt-Host": "localhost" },
  });
  expect(claimAgain.status()).toBe(409);
  expect(await claimAgain.json()).toMatchObject({ key: "COUPON_ALREADY_CLAIMED" });

  // checkout: the account's cart opens on the hosted checkout without a secret; the coupon takes ฿50 off
  await page.goto("/en/checkout");
  await page.waitForURL(/\/hosted\/checkout\/baan-chaa\/[0-9a-f-]{36}$/);
  await expect(page.locator("body")).toContainText(baht(BAGS * 160));
  await page.getByRole("radio", { name: new RegExp(MEMBERS_COUPON) }).check();
  await page.getByLabel("Thai QR").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/hosted\/orders\//);
  const orderId = (await page.locator("[data-order-id]").textContent()) ?? "";
  await expect(page.locator("[data-total]")).toHaveText(baht(BAGS * 160 - 50 + deliveryFeeBaht(demo)));

  // "my orders" on the account service, from the account menu, lists it
  await page.goto("/en/");
  await hydrated(page);
  await page.getByTestId("account-menu").first().click();
  await page.getByRole("menuitem", { name: "My orders" }).click();
  await page.waitForURL((url) => url.pathname === "/account/orders");
  const order = page.locator(".orders > li");
  await expect(order).toHaveCount(1);
  await expect(order.locator("[data-order-id]")).toHaveText(orderId);
  await expect(order.locator("[data-total]")).toHaveText(baht(BAGS * 160 - 50 + deliveryFeeBaht(demo)));

  // log out from the menu: back on the shop, a guest again, with an empty cart on this device
  await page.goto("/en/coupons");
  await hydrated(page);
  await page.getByTestId("account-menu").first().click();
  // the page is already at the address it comes back to: wait for it to be loaded again, from the account service
  const loadedAgain = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      request.url() === `${baseURL}/en/coupons`,
  );
  const loggedOut = page.waitForRequest((request) => new URL(request.url()).pathname === "/account/logout");
  await page.getByRole("menuitem", { name: "Log out" }).click();
  expect((await loggedOut).method()).toBe("POST"); // a form's top-level POST: never a GET another site could send
  await loadedAgain;
  await page.waitForURL(`${baseURL}/en/coupons`);
  await hydrated(page);
  await expect(page.getByTestId("account-login").first()).toBeVisible();
  expect(await loggedInEmail(page)).toBeNull();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  // a guest's claim asks to log in, with the button to do it
  const welcome = page.locator('li[data-code="WELCOME10"]');
  await welcome.getByRole("button", { name: "Claim" }).click();
  await expect(welcome.getByRole("status")).toContainText("Please log in");
  await expect(welcome.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
});
