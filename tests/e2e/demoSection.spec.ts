import type { Page } from "@playwright/test";
import pg from "pg";
import { isDemoSection } from "~/lib/demoSection";
import type { TrackingDomDetail } from "~/tracking/events";
import { demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { prepareDatabase, query } from "./postgresSetup";
import { hydrated } from "./hydrated";

// §2: the demo section, /demo and its children, in Thai and English, each showing the shop's real widgets.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DEMO_PATHS = demoShop("demo")
  .pages.map((page) => page.path)
  .filter(isDemoSection);
const CHILDREN = DEMO_PATHS.filter((path) => path !== "/demo");
const FORM_PATH = "/demo/flexiform";

/** Starts collecting the tracking events the page dispatches on window (src/tracking/events.ts). */
async function collectTrackingEvents(page: Page): Promise<() => Promise<TrackingDomDetail[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { trackedEvents: unknown[] }).trackedEvents = seen;
    window.addEventListener("storefront:track", (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { trackedEvents: TrackingDomDetail[] }).trackedEvents);
}

const THAI_LABELS = { name: /^ชื่อ/, email: /^อีเมล/, topic: /^เรื่อง/, message: /^ข้อความ/, consent: /^ยินยอม/ };

/** Fills the Thai demo contact form (shops/demo.json) with values its fields take. */
async function fillValidThaiForm(page: Page) {
  await page.getByLabel(THAI_LABELS.name).fill("สมชาย ใจดี");
  await page.getByLabel(THAI_LABELS.email).fill("somchai@example.com");
  await page.getByLabel(THAI_LABELS.topic).selectOption("wholesale");
  await page.getByLabel(THAI_LABELS.message).fill("ขายชาอู่หลงเป็นกิโลไหมคะ");
  await page.getByLabel(THAI_LABELS.consent).check();
}

test("the section has /demo and its 14 children", () => {
  expect(CHILDREN.map((path) => path.slice("/demo/".length)).sort()).toEqual(
    [
      "sw",
      "auth",
      "base",
      "i18n",
      "coupon",
      "member",
      "products",
      "register",
      "flexiform",
      "blog-detail",
      "blog-search",
      "multi-search",
      "test-nuxt-link",
      "product-categories",
    ].sort(),
  );
});

for (const width of [375, 1280]) {
  for (const prefix of ["", "/en"]) {
    test(`every demo page renders ${prefix ? "in English" : "in Thai"} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of DEMO_PATHS) {
        const url = `${prefix}${path}`;
        const answer = await page.goto(url);
        expect(answer?.status(), url).toBe(200);
        expect(answer?.headers()["cache-control"], url).toBe("no-store");
        await hydrated(page);
        await expect(page.locator("main h1").first(), url).toBeVisible();
        await expect(page.locator("html"), url).toHaveAttribute("lang", prefix ? "en" : "th");
        if (width === 375) {
          await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
          await page.waitForTimeout(200);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
        }
      }
    });
  }
}

test("/demo is a navigation list of every child under headings, in the page's language", async ({ page }) => {
  await page.goto("/en/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Demo pages" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Demo pages" });
  await expect(nav.getByRole("heading", { level: 3 })).toHaveText([
    "Shell",
    "Account and membership",
    "Catalogue",
    "Forms",
  ]);
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(CHILDREN.map((path) => `/en${path}`).sort());
  await nav.getByRole("link", { name: "Thai and English" }).click();
  await expect(page).toHaveURL(/\/en\/demo\/i18n$/);
  const table = page.getByTestId("demo-i18n");
  await expect(table.getByRole("row", { name: /Price/ })).toContainText("฿1,290.50");
  await expect(table.getByRole("row", { name: /Date and time/ })).toContainText("13 เมษายน พ.ศ. 2569");
  await expect(table.getByRole("row", { name: /Date and time/ })).toContainText("Monday, April 13, 2026");
});

test("the live panels: build id, no service worker, the guest's session and registration", async ({ page }) => {
  await page.goto("/en/demo/sw");
  const build = page.getByTestId("demo-build");
  const buildId = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
  );
  await expect(build).toContainText(buildId);
  await expect(build).toContainText("None registered");
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);

  await page.goto("/en/demo/auth");
  await expect(page.getByTestId("demo-auth")).toContainText("Guest (not logged in)");
  await expect(page.getByRole("main").getByRole("button", { name: "Log in" })).toBeVisible();

  await page.goto("/en/demo/register");
  await page.getByRole("main").getByRole("button", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/account\/register\?/); // the account service's registration, with the way back
  expect(new URL(page.url()).searchParams.get("continue_url")).toMatch(/\/en\/demo\/register$/);
});

test.describe("the flexiform on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a submit with missing fields focuses the error summary; each field says what is wrong", async ({ page }) => {
    await page.goto(FORM_PATH);
    await hydrated(page);
    const events = await collectTrackingEvents(page);
    let posted = 0;
    page.on("request", (request) => void (request.url().includes("/api/forms/submit") && posted++));
    await page.getByRole("button", { name: "ส่ง" }).tap();

    const summary = page.getByTestId("flexiform-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAttribute("role", "alert");
    await expect(summary.getByRole("heading")).toHaveText("มี 5 ช่องที่ต้องแก้ไข");
    await expect(summary.getByRole("link")).toHaveCount(5);
    const name = page.getByLabel(THAI_LABELS.name);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("กรุณากรอกชื่อ");
    await expect(page.getByLabel(THAI_LABELS.consent)).toHaveAccessibleDescription(
      "กรุณาเลือก “ยินยอมให้ร้านติดต่อกลับทางอีเมลหรือโทรศัพท์”",
    );
    await expect(page.getByLabel(/^เบอร์โทรศัพท์/)).not.toHaveAttribute("aria-invalid", "true");
    // a summary link takes the keyboard to its field
    await summary.getByRole("link", { name: "กรุณากรอกอีเมล" }).click();
    await expect(page.getByLabel(THAI_LABELS.email)).toBeFocused();

    await fillValidThaiForm(page);
    await page.getByLabel(THAI_LABELS.email).fill("somchai-at-example");
    await page.getByRole("button", { name: "ส่ง" }).tap();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(["กรอกอีเมลให้ถูกรูปแบบ เช่น name@example.com"]);
    expect(posted).toBe(0);
    expect(await events()).toEqual([]);
  });

  test("a valid submit is stored by the shop API and emits form_submission", async ({ page }) => {
    await page.goto(`/en${FORM_PATH}`);
    await hydrated(page);
    const events = await collectTrackingEvents(page);
    await page.getByLabel(/^Name/).fill("Somchai");
    await page.getByLabel(/^Email/).fill("somchai@example.com");
    await page.getByLabel(/^Topic/).selectOption("order");
    await page.getByLabel(/^Message/).fill("Where is my order 1234?");
    await page.getByLabel(/^Quantity/).fill("2");
    await page.getByLabel(/^The shop may contact me/).check();
    const answer = page.waitForResponse((response) => response.url().includes("/api/forms/submit"));
    await page.getByRole("button", { name: "Send" }).tap();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      path: FORM_PATH,
      ukey: "demo-flexiform-form",
      lang: "en",
      values: { name: "Somchai", quantity: "2", consent: true, phone: "" },
    });
    await expect(page.getByTestId("flexiform-status")).toHaveText("Thank you. We have received your message.");
    expect(await events()).toEqual([
      {
        name: "form_submission",
        payload: { form_id: "demo-flexiform-form", form_name: "Contact the shop", purpose: "lead" },
      },
    ]);
    await expect(page.getByLabel(/^Name/)).toHaveValue(""); // ready for the next message
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

test.describe("on PostgreSQL: fresh base data and stored submissions", () => {
  test.skip(!adminUrl, "TEST_DATABASE_URL names no PostgreSQL");
  test.setTimeout(120_000);
  const database = `sf_e2e_demo_${Date.now().toString(36)}`;
  const port = PORT + 3;
  let server: RunningServer | undefined;
  const databaseUrl = () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    return url.toString();
  };
  /** A statement as the cluster's superuser, past the shops' row security. */
  const asAdmin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    return client.query(statement, values).finally(() => client.end());
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a hook's own limit: a migrated, imported database and a server start, on a busy machine
    await query(adminUrl as string, `CREATE DATABASE ${database}`);
    server = await startBuiltServer(port, { DATABASE_URL: await prepareDatabase(databaseUrl()) });
  });
  test.afterAll(async () => {
    await server?.stop();
    await query(adminUrl as string, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test("a /demo page shows base data changed a moment ago, while a normal page may still be cached", async ({
    page,
  }) => {
    const about = () => rawGet(port, "/about", { host: `localhost:${port}` });
    await about();
    await page.goto(`http://localhost:${port}/demo`); // the shopper is in the app before the change
    await hydrated(page);
    expect((await about()).headers["x-page-cache"]).toBe("hit");

    // changed in the database without an import, so nothing tells the server
    await asAdmin(
      `UPDATE shop_bases SET data = jsonb_set(data, '{web,name}', '"บ้านชา สาขานิมมาน"') WHERE shop_id = 1001 AND lang = 'th'`,
    );
    const cached = await about();
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.body.toString("utf8")).not.toContain("บ้านชา สาขานิมมาน");

    // a link into the demo section reloads the base data too, not only a page load
    await page.locator('main a[href="/demo/base"]').click();
    await expect(page.getByTestId("demo-base").getByRole("definition").first()).toHaveText("บ้านชา สาขานิมมาน");
    await page.goto(`http://localhost:${port}/demo/base`);
    await expect(page.getByTestId("demo-base").getByRole("definition").first()).toHaveText("บ้านชา สาขานิมมาน");
  });

  test("a valid submit is a row of the shop's form_submissions", async ({ page }) => {
    await page.goto(`http://localhost:${port}${FORM_PATH}`);
    await hydrated(page);
    await fillValidThaiForm(page);
    await page.getByRole("button", { name: "ส่ง" }).click();
    await expect(page.getByTestId("flexiform-status")).toHaveText("ขอบคุณ เราได้รับข้อความของคุณแล้ว");
    const { rows } = await asAdmin(
      "SELECT shop_id, page_path, form_ukey, lang, values FROM form_submissions ORDER BY created_at",
    );
    expect(rows).toEqual([
      {
        shop_id: 1001,
        page_path: FORM_PATH,
        form_ukey: "demo-flexiform-form",
        lang: "th",
        values: {
          name: "สมชาย ใจดี",
          email: "somchai@example.com",
          phone: "",
          topic: "wholesale",
          quantity: "",
          message: "ขายชาอู่หลงเป็นกิโลไหมคะ",
          consent: true,
        },
      },
    ]);
  });
});
