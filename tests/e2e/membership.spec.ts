import { expect, test } from "./fixtures";
import { messagesOf } from "./messages";
import { type ShopperServer, startShopperServer } from "./shopperServer";

// The membership page of the demo shop (/member, §3, §4): a guest is asked to log in; a logged-in shopper joins
// after seeing the consent (the seven data items), becomes a member (status announced, count up) and leaves after
// the warning. The logged-in shopper's session is put in the database of a server of this test's own before it
// starts (the shared server's embedded database belongs to its process).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const SHOPPER_PORT = PORT + 6;
const DEMO_SHOP_ID = 1001;

const th = messagesOf("th");
const en = messagesOf("en");
const CONSENT_ITEMS = ["name", "address", "email", "phone", "gender", "birthDate", "age"].map(
  (item) => `member.consent.item.${item}`,
);

test.use({ viewport: { width: 375, height: 740 } });

test("a guest sees the log-in button, no join, and the page is in the navigation", async ({ page }) => {
  await page.goto("/en/member");
  const widget = page.getByTestId("member");
  await expect(widget.getByRole("heading", { level: 1 })).toHaveText("Baan Chaa membership");
  await expect(widget.getByRole("button", { name: en["member.action.login"] })).toBeVisible();
  await expect(widget.getByTestId("member-status")).toHaveText(en["member.status.guest"] ?? "");
  await expect(widget.getByTestId("member-action")).toHaveCount(0);
  await expect(page.locator('header a[href="/en/member"]').first()).toBeAttached();
  // a new shopper registers at the account service, to come back here
  await widget.getByRole("button", { name: en["member.action.register"] }).click();
  await page.waitForURL((url) => url.pathname === "/account/register");
  const back = new URL(page.url()).searchParams.get("continue_url") ?? "";
  expect(new URL(back).pathname).toBe("/en/member");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a logged-in shopper", () => {
  let shopper: ShopperServer | undefined;
  let token = "";

  test.beforeAll(async () => {
    // seeding a database of its own and starting a server take 15 s on a quiet machine, twice that beside a full run
    test.setTimeout(90_000);
    shopper = await startShopperServer(SHOPPER_PORT, DEMO_SHOP_ID);
    token = shopper.token;
  });

  test.afterAll(async () => {
    await shopper?.stop();
  });

  test("joins after seeing the consent, is a member, and leaves after the warning (375 px, keyboard)", async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: "sf_session", value: token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" },
    ]);
    await page.goto(`http://localhost:${SHOPPER_PORT}/member`);
    const widget = page.getByTestId("member");
    const count = widget.getByTestId("member-count");
    const announcement = widget.getByTestId("member-announcement");
    await expect(widget.getByTestId("member-status")).toHaveText(th["member.status.notMember"] ?? "");
    await expect(count).toHaveCount(0); // no "0 members" (issue 25)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Escape cancels: nothing changes
    const join = widget.getByRole("button", { name: th["member.action.join"] });
    await join.click();
    const consent = page.getByRole("dialog", { name: th["member.consent.title"] });
    await expect(consent).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(consent).toHaveCount(0);
    await expect(join).toBeFocused();

    // the consent lists the seven items; confirmed with the keyboard
    await join.press("Enter");
    await expect(consent).toBeVisible();
    await expect(consent).toContainText(th["member.consent.intro"] ?? "");
    await expect(consent.getByRole("listitem")).toHaveText(CONSENT_ITEMS.map((id) => th[id] ?? ""));
    const box = await consent.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const confirmJoin = consent.getByRole("button", { name: th["member.consent.confirm"] });
    await confirmJoin.focus();
    await page.keyboard.press("Enter");

    await expect(consent).toHaveCount(0);
    await expect(announcement).toHaveText(th["member.joined"] ?? "");
    await expect(announcement).toHaveAttribute("role", "status");
    await expect(widget.getByTestId("member-status")).toContainText("คุณเป็นสมาชิกของร้านนี้ตั้งแต่");
    await expect(count).toHaveText("สมาชิก 1 คน");
    const leave = widget.getByRole("button", { name: th["member.action.leave"] });
    await expect(leave).toBeFocused();

    // still a member after a reload (the server's, not the page's, state)
    await page.reload();
    await expect(leave).toBeVisible();

    await leave.click();
    const warning = page.getByRole("dialog", { name: th["member.leave.title"] });
    await expect(warning).toContainText(th["member.leave.warning"] ?? "");
    await warning.getByRole("button", { name: th["member.leave.confirm"] }).click();
    await expect(warning).toHaveCount(0);
    await expect(announcement).toHaveText(th["member.left"] ?? "");
    await expect(widget.getByTestId("member-status")).toHaveText(th["member.status.notMember"] ?? "");
    await expect(count).toHaveCount(0); // no "0 members" (issue 25)
    await expect(join).toBeFocused();
  });

  test("the English page shows the consent in English", async ({ page, context }) => {
    await context.addCookies([
      { name: "sf_session", value: token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" },
    ]);
    await page.goto(`http://localhost:${SHOPPER_PORT}/en/member`);
    await page.getByTestId("member").getByRole("button", { name: en["member.action.join"] }).click();
    const consent = page.getByRole("dialog", { name: en["member.consent.title"] });
    await expect(consent.getByRole("listitem")).toHaveText(CONSENT_ITEMS.map((id) => en[id] ?? ""));
    await consent.getByRole("button", { name: en["member.action.cancel"] }).click();
    await expect(consent).toHaveCount(0);
  });
});
