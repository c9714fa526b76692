import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 25 item 8: a shopper who forgot the password asks the log-in page for a link, finds it in the mailbox (the
// account stand-in sends no real mail: ACCOUNT_MAILBOX=1 shows it at /account/mailbox), sets a new password and is
// back on the shop, logged in; the link works once.

async function register(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const answer = await request.post("/account/register?lang=th", {
    form: { name: "สมศรี มีสุข", email, password: "ชาไทย-เดิม-2567", continue_url: `${baseURL}/` },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  await request.post("/account/logout", { headers: { Origin: baseURL }, maxRedirects: 0 });
}

async function signedInEmail(request: APIRequestContext): Promise<string | null> {
  const answer = (await (await request.get("/api/x4/auth/check")).json()) as {
    success: boolean;
    data?: { user: { email: string } };
  };
  return answer.success ? (answer.data?.user.email ?? null) : null;
}

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact !== "minor")).toEqual([]);
}

test.describe("on a phone, in Thai, by touch", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a shopper resets a forgotten password from the log-in page and lands back logged in", async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 410/); // the used link's page
    const origin = baseURL ?? "";
    const email = `somsri-${randomUUID()}@example.test`;
    await register(page.request, origin, email);
    const back = `${origin}/about`;

    await page.goto(`/account/login?lang=th&continue_url=${encodeURIComponent(back)}`);
    await page.getByRole("link", { name: "ลืมรหัสผ่าน?" }).tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ลืมรหัสผ่าน");
    await expectAxeClean(page);
    await page.getByLabel("อีเมล").fill(email);
    await page.getByRole("button", { name: "ส่งลิงก์" }).tap();
    await expect(page.getByRole("status")).toContainText(`ถ้า ${email} มีบัญชีที่ร้านนี้`);

    // the mail, in the shopper's inbox (the stand-in's mailbox): its link opens the new-password form
    await page.goto(`/account/mailbox?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 2 })).toContainText("ตั้งรหัสผ่านใหม่สำหรับ");
    const link = page.getByRole("link", { name: /\/account\/reset\?/ });
    const href = (await link.getAttribute("href")) ?? "";
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await link.tap();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ตั้งรหัสผ่านใหม่");
    await expectAxeClean(page);
    await page.getByLabel("รหัสผ่านใหม่").fill("อู่หลง-ใหม่-2569");
    await page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).tap();
    await page.waitForURL(back);
    expect(await signedInEmail(page.request)).toBe(email);

    // the link works once
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ลิงก์นี้ใช้ไม่ได้แล้ว");
    await expect(page.getByRole("link", { name: "ขอลิงก์ใหม่" })).toBeVisible();
  });
});

test.describe("on a desktop, in English, by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the forgot-password form names a bad e-mail, then sends the link", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 422/);
    await page.goto("/account/login?lang=en");
    await page.getByRole("link", { name: "Forgot your password?" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await page.getByLabel("Email").focus();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    const summary = page.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription(
      "We will email you a link to set a new one Enter an email address like name@example.com",
    );
    await page.getByLabel("Email").fill("nobody@example.test");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toContainText("If nobody@example.test has an account here");
  });
});
