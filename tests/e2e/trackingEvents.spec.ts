import type { BrowserContext, Page } from "@playwright/test";
import { deliveryFeeBaht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

const demo = demoShop("demo");
const CONSENT_COOKIE = "sf_consent_baan-chaa-demo";
/** Tiers 160 (1-4), 150 (5-9), 140 (10+) a bag. */
const thaiTea = demoProducts(demo).find((product) => product.slug === "baan-chaa-thai-tea");
if (!thaiTea) throw new Error("the demo shop has no Thai tea");
const productPath = `/product/${thaiTea.slug}/${thaiTea.uuid}`;
/** The demo shop's GA4 ids: where GA4 events go. */
const ga4Ids = (demo.base.th?.scripts?.gtag?.ids ?? []).filter((id) => id.startsWith("G-"));
if (ga4Ids.length === 0 || !demo.base.th?.scripts?.pixel) throw new Error("the demo shop configures no GA4 or Meta");

/**
 * The vendors' standard queues, as their snippets create them (the tag loader's head script keeps queues that
 * exist): what the fan-out calls is recorded there.
 */
function vendorQueues() {
  const w = window as unknown as Record<string, unknown>;
  const dataLayer: unknown[] = [];
  const queue: unknown[][] = [];
  w.dataLayer = dataLayer;
  w.gtag = (...args: unknown[]) => dataLayer.push(args);
  w.fbq = Object.assign((...args: unknown[]) => queue.push(args), { queue });
}

async function setUp(context: BrowserContext, consent: string | null) {
  // every tag host (the shop is served over plain http here) answers an empty script: nothing waits on the internet
  await context.route(
    (url) => url.protocol === "https:",
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  await context.addInitScript(vendorQueues);
  await context.clearCookies(); // the consent under test only
  if (consent) await context.addCookies([{ name: CONSENT_COOKIE, value: consent, domain: "localhost", path: "/" }]);
}

/** The parameters of the gtag events of this name (gtag's arguments in the data layer). */
const gtagEvents = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((args) => args[0] === "event" && args[1] === name)
        .map((args) => args[2]),
    name,
  );
const ga4AddToCart = (page: Page) => gtagEvents(page, "add_to_cart");

const metaAddToCart = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue ?? [])
      .filter((args) => args[0] === "track" && args[1] === "AddToCart")
      .map((args) => args[2]),
  );

async function addOneBag(page: Page) {
  await page.goto(productPath);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
}

const oneBag = { currency: "THB", value: 160 };
/** A purchase is worth what its order totals: one bag, delivered at the shop's fee (below its free-delivery amount). */
const oneBagDelivered = { currency: "THB", value: 160 + deliveryFeeBaht(demo) };

test("with every consent, an add_to_cart reaches GA4, the tag manager and the Meta pixel with THB, the value and the item", async ({
  page,
  context,
}) => {
  await setUp(context, "v1.111");
  await addOneBag(page);
  await expect
    .poll(() => ga4AddToCart(page))
    .toEqual([
      {
        ...oneBag,
        items: [{ item_id: thaiTea.uuid, item_name: thaiTea.texts.th.name, price: 160, quantity: 1 }],
        send_to: ga4Ids,
      },
    ]);
  expect(await metaAddToCart(page)).toEqual([
    {
      ...oneBag,
      content_ids: [thaiTea.uuid],
      contents: [{ id: thaiTea.uuid, quantity: 1, item_price: 160 }],
      content_type: "product",
    },
  ]);
  // the tag manager's container hears it on the data layer, GA4's ecommerce way
  const tagManagerAddToCart = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === "add_to_cart",
    ),
  );
  expect(tagManagerAddToCart).toEqual([
    {
      event: "add_to_cart",
      ecommerce: {
        ...oneBag,
        items: [{ item_id: thaiTea.uuid, item_name: thaiTea.texts.th.name, price: 160, quantity: 1 }],
      },
    },
  ]);
});

test("with analytics consent only, GA4 hears the add_to_cart, the Meta pixel does not, and the block is warned", async ({
  page,
  context,
}) => {
  await setUp(context, "v1.010");
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await addOneBag(page);
  await expect.poll(() => ga4AddToCart(page)).toHaveLength(1);
  await expect.poll(() => warnings.filter((text) => text.startsWith("trackEvent blocked by consent"))).toHaveLength(1);
  // the product page's remarketing needs ad consent too
  expect(warnings.filter((text) => text.startsWith("remarketing blocked by consent"))).toHaveLength(1);
  expect(await metaAddToCart(page)).toEqual([]);
});

test("without a choice yet, the add_to_cart is held: nothing reaches the tags and nothing is warned until the shopper accepts, then it is sent", async ({
  page,
  context,
}) => {
  await setUp(context, null);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await addOneBag(page);
  // the cart's own event is out (tags outside the bundle hear it) while the consent-gated tags hear nothing
  await expect.poll(() => page.evaluate(() => document.querySelector("[data-testid=cart-line]") !== null)).toBe(true);
  expect(await ga4AddToCart(page)).toEqual([]);
  expect(await metaAddToCart(page)).toEqual([]);
  expect(warnings.filter((text) => text.includes("blocked by consent"))).toEqual([]);
  await page.keyboard.press("Escape"); // the cart drawer is modal: closed first
  await expect(page.getByTestId("cart-drawer")).toBeHidden();
  await page.getByRole("region", { name: "การยินยอมให้ใช้คุกกี้" }).getByRole("button", { name: "ยอมรับทั้งหมด" }).click();
  await expect.poll(() => ga4AddToCart(page)).toEqual([expect.objectContaining(oneBag)]);
  expect(await metaAddToCart(page)).toEqual([expect.objectContaining(oneBag)]);
});

test("back from the hosted checkout, the order is reported as one purchase, not again on a reload", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/); // the browser reports the paid cart's CHECKOUTED
  await setUp(context, "v1.111");
  await addOneBag(page);
  await page.getByTestId("cart-drawer").getByRole("link", { name: "ชำระเงิน" }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: /สั่งซื้อ/ }).click();
  await page.waitForURL(/\/hosted\/orders\//);
  // the order's uuid (its text is the number shoppers read)
  const orderId = (await page.locator("[data-order-id]").getAttribute("data-order-id")) ?? "";

  await page.getByRole("link", { name: /กลับ/ }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect
    .poll(() => gtagEvents(page, "purchase"))
    .toEqual([
      {
        transaction_id: orderId,
        ...oneBagDelivered,
        items: [{ item_id: thaiTea.uuid, item_name: thaiTea.texts.th.name, price: 160, quantity: 1 }],
        send_to: ga4Ids,
      },
    ]);
  const metaPurchase = await page.evaluate(() =>
    (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.filter((args) => args[1] === "Purchase"),
  );
  expect(metaPurchase).toEqual([["track", "Purchase", expect.objectContaining(oneBagDelivered), { eventID: orderId }]]);

  await page.reload();
  await hydrated(page);
  await expect.poll(() => gtagEvents(page, "page_view")).toHaveLength(1); // the fan-out is running
  expect(await gtagEvents(page, "purchase")).toEqual([]);
});
