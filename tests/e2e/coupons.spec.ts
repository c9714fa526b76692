import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import pg from "pg";
import {
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from "../../server/modules/auth/sessionToken";
import { demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { prepareDatabase, query } from "./postgresSetup";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A server of this spec's own, on PostgreSQL, where the test can write a shopper's session. */
const OWN_PORT = PORT + 3;
const DEMO = demoShop("demo").shop;

const card = (page: Page, code: string) => page.locator(`li[data-code="${code}"]`);

test.describe("the coupon page for a guest", () => {
  for (const [lang, path, texts] of [
    ["th", "/coupons", { claim: "เก็บคูปอง", logIn: "กรุณาเข้าสู่ระบบ", button: "เข้าสู่ระบบ", expired: "คูปองหมดอายุแล้ว" }],
    ["en", "/en/coupons", { claim: "Claim", logIn: "Please log in", button: "Log in", expired: "Coupon expired" }],
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
      await expect(card(page, "FLASH100").getByRole("status")).toContainText(texts.expired);
      await expect(card(page, "SONGKRAN").getByRole("status")).toContainText(
        lang === "en" ? "Claimable from 10:00 on 1 Apr 2035" : "เก็บได้ตั้งแต่ 10:00 น. วันที่ 1 เม.ย. 2578",
      );
      await expect(card(page, "SONGKRAN").getByRole("button")).toHaveCount(0);
    });
  }

  test("a footer link leads to the coupon page", async ({ page }) => {
    await page.goto("/en/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Coupons" }).click();
    await expect(page).toHaveURL(/\/en\/coupons$/);
    await expect(page.getByRole("heading", { name: "Coupons", level: 2 })).toBeVisible();
  });
});

test.describe("the coupon page for a logged-in shopper", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL");
  test.setTimeout(90_000);

  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `sf_e2e_coupons_${Date.now().toString(36)}`;
  let ownerUrl = "";
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    await query(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    ownerUrl = url.toString();
    const serverUrl = await prepareDatabase(ownerUrl);
    server = await startBuiltServer(OWN_PORT, { DATABASE_URL: serverUrl, PAGE_CACHE: "off", LOG_LEVEL: "warn" });
  });

  test.afterAll(async () => {
    await server?.stop();
    await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** What the account service leaves behind after a log-in: an account and its session (the cookie's token). */
  async function logIn(): Promise<string> {
    const token = newSessionToken();
    const accountId = randomUUID();
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    try {
      await client.query(
        "INSERT INTO accounts (shop_id, id, email, name, password_hash) VALUES ($1, $2, $3, 'E2E Shopper', '!')",
        [DEMO.id, accountId, `e2e-${accountId}@example.test`],
      );
      await client.query(
        "INSERT INTO account_sessions (shop_id, token_hash, account_id, expires_at) VALUES ($1, $2, $3, $4)",
        [DEMO.id, hashSessionToken(token), accountId, new Date(Date.now() + SESSION_TTL_MS)],
      );
    } finally {
      await client.end();
    }
    return token;
  }

  test("claims a coupon, then sees Already claimed; a members-only coupon says to join", async ({ page, context }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: await logIn(), domain: "localhost", path: "/" }]);
    await page.goto(`http://localhost:${OWN_PORT}/en/coupons`);
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
});
