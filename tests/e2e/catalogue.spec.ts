import { decideConsent, expect, test } from "./fixtures";
import { baht, demoProducts, demoShop } from "./demoShops";
import { hydrated } from "./hydrated";

const demo = demoShop("demo");
const products = demoProducts(demo);
const blogs = demo.catalogue?.blogs ?? [];

const withVariants = products.find((product) => (product.variants?.length ?? 0) >= 3);
const withTiers = products.find(
  (product) => !product.variants && (product.priceTiers?.length ?? 0) >= 2 && (product.minOrder ?? 1) === 1,
);

test("from the home page a shopper opens a category and pages through it without losing the scroll position", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const firstCategory = page.locator(".w-category-list__link").first();
  const categoryName = (await firstCategory.textContent())?.trim() ?? "";
  await firstCategory.click();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\/\d+$/);
  await expect(page.locator("h1")).toHaveText(categoryName);

  const next = page.locator('.pager a[rel="next"]').first();
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(300);
  const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(".data"));
  await next.click();
  await expect(page).toHaveURL(/p_page=2/);
  // only the page's data is fetched again: the header, footer and base data stay (root not revalidated)
  const routes = new URL((await dataRequest).url()).searchParams.get("_routes") ?? "";
  expect(routes).not.toBe("");
  expect(routes.split(",")).not.toContain("root");
  await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("2");
  // not sent back to the top (§2): the position is kept, or the listing's top is brought under the header when
  // the shorter page 2 would not show the listing there (src/lib/listingScroll.ts)
  const after = await page.evaluate(() => window.scrollY);
  expect(after).toBeGreaterThan(0);
  await expect(page.locator(".w-product-listing")).toBeInViewport();

  await page.locator(".product-card a").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator(".w-product-detail h1")).toBeVisible();
});

test("switching a variant changes the URL and the price without jumping to the top", async ({ page }) => {
  if (!withVariants?.variants) throw new Error("the demo shop has no product with three variants");
  const [, second, third] = withVariants.variants;
  if (!second || !third) throw new Error("variants missing");
  await page.goto(`/product/${withVariants.slug}/${withVariants.uuid}/${second.id}`);
  await hydrated(page);
  await expect(page.getByTestId("unit-price")).toContainText(baht(second.priceTiers?.[0]?.price ?? second.price));

  await page.evaluate(() => window.scrollTo(0, 120));
  await page.locator(".w-product-detail__variant").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/product/${withVariants.slug}/${withVariants.uuid}/${third.id}$`));
  await expect(page.getByTestId("unit-price")).toContainText(baht(third.priceTiers?.[0]?.price ?? third.price));
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
});

test("variant taps replace the history entry and keep a quantity the new variant allows", async ({ page }) => {
  if (!withVariants?.variants) throw new Error("the demo shop has no product with three variants");
  const [first, second, third] = withVariants.variants;
  if (!first || !second || !third || third.stock === undefined || third.stock === null) {
    throw new Error("the demo product's third variant should have a stock count");
  }
  await page.goto("/category/tea/101");
  await page.goto(`/product/${withVariants.slug}/${withVariants.uuid}/${first.id}`);
  await hydrated(page);
  const quantity = page.getByTestId("quantity-input");
  await quantity.fill("5");
  await quantity.press("Enter");
  await page.locator(".w-product-detail__variant").nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/${second.id}$`));
  await expect(quantity).toHaveValue("5"); // the second variant allows 5: kept
  await quantity.fill(String(third.stock + 1));
  await quantity.press("Enter");
  await page.locator(".w-product-detail__variant").nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/${third.id}$`));
  await expect(quantity).toHaveValue("1"); // more than the third has in stock: its minimum instead

  await page.goBack(); // the sizes were not history entries: Back leaves the product
  await expect(page).toHaveURL(/\/category\/tea\/101$/);
});

test("the quantity buttons keep the focus when they reach a limit", async ({ page }) => {
  const third = withVariants?.variants?.[2];
  if (!withVariants || !third?.stock) throw new Error("the demo product's third variant should have a stock count");
  await page.goto(`/product/${withVariants.slug}/${withVariants.uuid}/${third.id}`);
  await hydrated(page);
  const decrease = page.getByRole("button", { name: "ลดจำนวน" });
  await decrease.focus();
  await page.keyboard.press("Enter"); // already at the minimum: nothing happens, the focus stays
  await expect(decrease).toBeFocused();
  await expect(decrease).toHaveAttribute("aria-disabled", "true");
  const increase = page.getByRole("button", { name: "เพิ่มจำนวน" });
  await increase.focus();
  for (let step = 1; step < third.stock; step += 1) await page.keyboard.press("Enter");
  await expect(page.getByTestId("quantity-input")).toHaveValue(String(third.stock));
  await expect(increase).toHaveAttribute("aria-disabled", "true");
  await expect(increase).toBeFocused();
  await expect(decrease).toHaveAttribute("aria-disabled", "false");
});

test("the tier price applies as the quantity grows (§5)", async ({ page }) => {
  const tiers = withTiers?.priceTiers;
  if (!withTiers || !tiers) throw new Error("the demo shop has no product with price tiers");
  await page.goto(`/en/product/${withTiers.slug}/${withTiers.uuid}`);
  await hydrated(page);
  const unitPrice = page.getByTestId("unit-price");
  for (const tier of tiers) {
    await page.getByTestId("quantity-input").fill(String(tier.quantity_min));
    await expect(unitPrice).toContainText(baht(tier.price, "en-US"));
    await expect(page.getByTestId("line-total")).toContainText(
      baht((Math.round(tier.price * 100) * tier.quantity_min) / 100, "en-US"),
    );
  }
});

for (const { lang, prefix, productQuery, blog } of [
  { lang: "th" as const, prefix: "", productQuery: "อู่หลง", blog: blogs[0]?.texts.th.title },
  { lang: "en" as const, prefix: "/en", productQuery: "oolong", blog: blogs[0]?.texts.en.title },
]) {
  test(`search finds products and blog posts in ${lang}`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await hydrated(page);
    const box = page.locator("header .w-search-form input").first();
    await box.fill(productQuery);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?q=`));
    await expect(page.locator(".w-search-results__title")).toContainText(productQuery);
    const productNames = await page.locator(".w-search-results .product-card__name").allTextContents();
    // matched in the name or the highlight; the demo shop names several products after the query
    expect(productNames.some((name) => name.toLowerCase().includes(productQuery.toLowerCase()))).toBe(true);

    const blogWord = blog?.split(" ").find((word) => word.length > 3) ?? "";
    await page.goto(`${prefix}/search?q=${encodeURIComponent(blogWord)}`);
    await expect(page.locator(".w-search-results__blogs")).toContainText(blog ?? "");
  });
}

test("a viewed product shows in recently viewed, fetched with one batch call from the browser", async ({ page }) => {
  const [first, second] = products.filter((product) => !product.variants);
  if (!first || !second) throw new Error("not enough products");
  await page.goto(`/product/${first.slug}/${first.uuid}`);
  // the view is kept in local storage once the product's part of the page is interactive (§9)
  await page.waitForFunction((uuid) => localStorage.getItem("recently-viewed")?.includes(uuid), first.uuid);

  const batchCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/products/batch") batchCalls.push(request.url());
  });
  await page.goto(`/product/${second.slug}/${second.uuid}`);
  await hydrated(page);
  // recently viewed is below the fold: its code comes with the shopper's first scroll (lazy mode, §4)
  await page.mouse.wheel(0, 1500);
  const recent = page.locator(".w-recently-viewed");
  await expect(recent).toContainText(first.texts.th.name);
  await expect(recent).not.toContainText(second.texts.th.name);
  expect(batchCalls).toHaveLength(1);
  expect(new URL(batchCalls[0] ?? "").searchParams.get("filter[uuid]")).toBe(first.uuid);
});

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("a product page offers other products of its category, sold-out ones last, and a tap opens one", async ({
    page,
  }) => {
    const soldOut = products.find((product) => product.stock === 0 && product.categoryIds.length === 1);
    const viewed = products.find(
      (product) => product !== soldOut && product.categoryIds[0] === soldOut?.categoryIds[0],
    );
    if (!soldOut || !viewed) throw new Error("the demo shop has no sold-out product with a neighbour");
    const sharing = products.filter(
      (other) => other !== viewed && other.categoryIds.includes(viewed.categoryIds[0] ?? -1),
    );
    const inStockFirst = [
      ...sharing.filter((other) => other.stock !== 0),
      ...sharing.filter((other) => other.stock === 0),
    ];
    const shown = inStockFirst.slice(0, 4); // the schema's default; the demo lists its products in rank order

    await page.goto(`/product/${viewed.slug}/${viewed.uuid}`);
    const related = page.getByRole("region", { name: "สินค้าที่คุณอาจชอบ" });
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(shown.map((product) => product.texts.th.name));
    await hydrated(page);
    const [first] = shown;
    if (!first) throw new Error("nothing related");
    await related.getByRole("link", { name: first.texts.th.name }).first().tap();
    await expect(page.locator(".w-product-detail h1")).toHaveText(first.texts.th.name);
  });
});

test("server-rendered pages are complete without JavaScript, laid out as they will be once interactive", async ({
  browser,
}) => {
  const product = withVariants ?? products[0];
  if (!product) throw new Error("no product");
  const path = `/product/${product.slug}/${product.uuid}`;
  const layoutOf = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, userAgent: test.info().project.use.userAgent });
    await decideConsent(context, test.info().project.use.baseURL);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("header.zone-header nav").first()).toBeVisible();
    await expect(page.locator(".w-product-detail h1")).toHaveText(product.texts.th.name);
    const footerTop = await page.locator("footer.zone-footer").evaluate((footer) => footer.getBoundingClientRect().top);
    await context.close();
    return footerTop;
  };
  expect(await layoutOf(true)).toBe(await layoutOf(false));
});

test("a page of 40 product cards arrives complete: the server fetched them in one batch, the browser asks for none", async ({
  page,
}) => {
  const batchCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/products/batch") batchCalls.push(request.url());
  });
  await page.goto("/all-products");
  await hydrated(page);
  await expect(page.locator(".w-product-grid .product-card")).toHaveCount(40);
  await page.waitForLoadState("networkidle");
  expect(batchCalls).toEqual([]);
});

test("a link with an old or wrong slug lands, permanently redirected, on the page's own address (query kept)", async ({
  page,
}) => {
  const tea = demoProducts(demo).find((product) => product.slug === "baan-chaa-thai-tea");
  if (!tea) throw new Error("the demo shop has no Thai tea");
  const wrong = `/en/product/old-thai-tea/${tea.uuid}?ref=line`;
  const answer = await page.request.get(wrong, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`/en/product/${tea.slug}/${tea.uuid}?ref=line`);
  await page.goto(wrong);
  await expect(page).toHaveURL(`/en/product/${tea.slug}/${tea.uuid}?ref=line`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tea.texts.en.name);

  await page.goto("/category/wrong/101?p_page=2");
  await expect(page).toHaveURL("/category/tea/101?p_page=2");
});

test("after a client navigation the focus is on the new page's heading, so keyboard and screen readers start there", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator('main a[href="/category/tea/101"]').first().click();
  await expect(page).toHaveURL(/\/category\/tea\/101$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab"); // the next stop is in the page, not back at the header
  expect(await page.evaluate(() => document.getElementById("main")?.contains(document.activeElement))).toBe(true);

  // a variant tap keeps the focus on the variant chosen
  if (!withVariants?.variants) throw new Error("the demo shop has no product with three variants");
  await page.goto(`/product/${withVariants.slug}/${withVariants.uuid}`);
  await hydrated(page);
  const second = page.locator(".w-product-detail__variant").nth(1);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/${withVariants.variants[1]?.id}$`));
  await expect(second).toBeFocused();
});
