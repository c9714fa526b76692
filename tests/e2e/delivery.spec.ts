import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { freshDemoDataDir } from "./demoDataDir";
import { baht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";
import { removeFolder } from "./leftovers";
import { messagesOf } from "./messages";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";

// A shop's delivery rules (docs/storefront.md, "Delivery"): the demo shop on a server of this test's own, delivering
// at ฿50, free from ฿500 of items, or picked up at the shop. The product page's line, the drawer's way to free
// delivery as the cart crosses ฿500, and the hosted checkout charging the fee or nothing for pickup.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DELIVERY_PORT = PORT + 8;
const ORIGIN = `http://localhost:${DELIVERY_PORT}`;
const RULES = { shipping: "flat", feeBaht: 50, freeOverBaht: 500, pickup: true };

const demo = demoShop("demo");
/** ฿160 a bag from 1 to 4 bags. */
const thaiTea = demoProducts(demo).find((product) => product.slug === "baan-chaa-thai-tea");
if (!thaiTea) throw new Error("the demo shop has no Thai tea");
const productPath = `/product/${thaiTea.slug}/${thaiTea.uuid}`;

/** A message as the shop words it in `lang`. */
function message(lang: "th" | "en", id: string): string {
  const text = messagesOf(lang)[id];
  if (text === undefined) throw new Error(`no message ${id} in ${lang}`);
  return text;
}

const TEXT = {
  th: {
    t: (id: string) => message("th", id),
    prefix: "",
    line: `ส่งฟรีเมื่อซื้อครบ ${baht(500)} · ค่าส่ง ${baht(50)} · รับสินค้าเองที่ร้านได้ฟรี`,
    left: (amount: number) => `ซื้อเพิ่มอีก ${baht(amount)} เพื่อรับส่งฟรี`,
    drawerLine: `ค่าส่ง ${baht(50)} · รับสินค้าเองที่ร้านได้ฟรี`,
    fee: "ค่าส่ง ฿",
    increase: /^เพิ่มจำนวน/,
    decrease: /^ลดจำนวน/,
    ship: /จัดส่งถึงบ้าน/,
    pickup: /รับเองที่ร้าน/,
    shipLine: `ค่าจัดส่ง · จัดส่งถึงบ้าน ${baht(50)}`,
    pickupLine: "ค่าจัดส่ง · รับเองที่ร้าน ฟรี",
  },
  en: {
    t: (id: string) => message("en", id),
    prefix: "/en",
    line: `Free delivery over ${baht(500, "en-US")} · Delivery ${baht(50, "en-US")} · Free store pickup`,
    left: (amount: number) => `Add ${baht(amount, "en-US")} for free delivery`,
    drawerLine: `Delivery ${baht(50, "en-US")} · Free store pickup`,
    fee: "Delivery ฿",
    increase: /^Increase quantity/,
    decrease: /^Decrease quantity/,
    ship: /Home delivery/,
    pickup: /Store pickup/,
    shipLine: `Delivery · Home delivery ${baht(50, "en-US")}`,
    pickupLine: "Delivery · Store pickup Free",
  },
};

/** Axe's serious, critical and moderate findings on the page (or a part of it). */
async function axeProblems(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.filter((violation) => violation.impact !== "minor").map((violation) => violation.id);
}

let server: RunningServer | undefined;
let dataDir = "";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000); // a whole journey, product page to confirmation, on a loaded machine

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = freshDemoDataDir("sf-e2e-delivery-");
  const document = JSON.parse(readFileSync("shops/demo.json", "utf8")) as {
    base: Record<"th" | "en", Record<string, unknown>>;
  };
  for (const lang of ["th", "en"] as const) document.base[lang] = { ...document.base[lang], delivery: RULES };
  const file = join(dataDir, "delivery-shop.json");
  writeFileSync(file, JSON.stringify(document));
  await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/import-shop.ts", file], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  server = await startBuiltServer(DELIVERY_PORT, {
    DATA_DIR: dataDir,
    PUBLIC_URL_SCHEME: "http",
    PUBLIC_PORT: String(DELIVERY_PORT),
    LOG_LEVEL: "error",
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) removeFolder(dataDir);
});

for (const lang of ["th", "en"] as const) {
  const text = TEXT[lang];

  test.describe(`on a 375 px phone, by touch (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("the product page says the rules; the drawer counts down to free delivery; checkout charges the fee", async ({
      page,
    }) => {
      await page.goto(`${ORIGIN}${text.prefix}${productPath}`);
      await hydrated(page);
      await expect(page.locator(".w-product-detail__delivery")).toHaveText(text.line);

      await page.getByTestId("add-to-cart").tap();
      const drawer = page.getByTestId("cart-drawer");
      const progress = drawer.getByRole("progressbar", { name: text.t("delivery.progress") });
      await expect(drawer.getByRole("status").filter({ hasText: text.left(340) })).toBeVisible();
      await expect(progress).toHaveAttribute("value", "32");
      await expect(drawer.getByTestId("cart-delivery")).toContainText(text.drawerLine);
      await expect(drawer).not.toContainText(/calculated at checkout|คำนวณในขั้นตอนชำระเงิน/);
      expect(await axeProblems(page, '[data-testid="cart-drawer"]')).toEqual([]);

      const increase = drawer.getByRole("button", { name: text.increase });
      await increase.tap();
      await increase.tap();
      await expect(drawer.getByRole("status").filter({ hasText: text.left(20) })).toBeVisible();
      await increase.tap(); // 4 bags, ฿640: over the threshold
      await expect(drawer.getByText(text.t("delivery.reached"))).toBeVisible();
      await expect(progress).toHaveAttribute("value", "100");
      await expect(drawer.getByTestId("cart-delivery")).not.toContainText(text.fee);
      await drawer.getByRole("button", { name: text.decrease }).tap(); // ฿480 again
      await expect(drawer.getByRole("status").filter({ hasText: text.left(20) })).toBeVisible();

      // the hosted checkout: delivery is chosen, the fee in the total; the confirmation says it
      await drawer.getByRole("link", { name: text.t("cart.checkout") }).tap();
      await page.waitForURL(/\/hosted\/checkout\//);
      await expect(page.getByRole("radio", { name: text.ship })).toBeChecked();
      await expect(page.locator(".summary:visible [data-total]")).toHaveText(baht(530));
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole("button", { name: text.t("hosted.placeOrder") }).tap();
      await page.waitForURL(/\/hosted\/orders\//);
      await expect(page.locator("[data-delivery='ship']")).toHaveText(text.shipLine);
      await expect(page.locator("[data-total]")).toHaveText(baht(530));
      expect(await axeProblems(page)).toEqual([]);
    });
  });

  test.describe(`on a 1280 px desktop, by keyboard (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the shopper adds by keyboard, chooses store pickup at checkout and pays nothing for delivery", async ({
      page,
    }) => {
      await page.goto(`${ORIGIN}${text.prefix}${productPath}`);
      await hydrated(page);
      await expect(page.locator(".w-product-detail__delivery")).toHaveText(text.line);
      expect(await axeProblems(page, ".w-product-detail__purchase")).toEqual([]);

      await page.getByTestId("add-to-cart").focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByTestId("cart-drawer");
      await expect(drawer.getByRole("status").filter({ hasText: text.left(340) })).toBeVisible();
      const progress = drawer.getByRole("progressbar", { name: text.t("delivery.progress") });
      await expect(progress).toHaveAttribute("value", "32");
      expect(await axeProblems(page, '[data-testid="cart-drawer"]')).toEqual([]);

      await drawer.getByRole("link", { name: text.t("cart.checkout") }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/hosted\/checkout\//);
      const ship = page.getByRole("radio", { name: text.ship });
      await expect(ship).toBeChecked();
      await expect(page.locator(".summary:visible [data-total]")).toHaveText(baht(210));
      await ship.focus();
      await page.keyboard.press("ArrowDown"); // the next radio of the group: store pickup
      await expect(page.getByRole("radio", { name: text.pickup })).toBeChecked();
      await expect(page.locator(".summary:visible [data-total]")).toHaveText(baht(160));
      expect(await axeProblems(page)).toEqual([]);
      await page.getByRole("button", { name: text.t("hosted.placeOrder") }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/hosted\/orders\//);
      await expect(page.locator("[data-delivery='pickup']")).toHaveText(text.pickupLine);
      await expect(page.locator("[data-total]")).toHaveText(baht(160));
      expect(await axeProblems(page)).toEqual([]);
    });
  });
}
