import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

/** axe's violations that block: critical, serious and moderate. */
async function axeBlocking(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => ["critical", "serious", "moderate"].includes(impact ?? ""))
    .map(({ id, nodes }) => `${id} ${nodes[0]?.target}`);
}

/** The header's suggestions listbox and the box that controls it. */
function combobox(page: Page, name: string) {
  const header = page.locator("header");
  return { box: header.getByRole("combobox", { name }), list: header.getByRole("listbox") };
}

test.describe("at 375 px by touch, in Thai", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a partial Thai word suggests the oolongs; a tap opens one; a search is kept as a recent search", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    const header = page.locator("header");
    await header.getByRole("button", { name: "ค้นหาสินค้าและบทความ" }).tap();
    const loadedBeforeFocus = scripts.length;
    const searchbox = header.getByRole("combobox", { name: "ค้นหาสินค้าและบทความ" });
    await searchbox.tap();
    // the suggestions' code arrives once the box is focused
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedBeforeFocus);

    const { box, list } = combobox(page, "ค้นหาสินค้าและบทความ");
    await box.fill("อู่หล");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const products = list.getByRole("group", { name: /^สินค้า/ }).getByRole("option");
    await expect(products.first()).toContainText("อู่หลง");
    await expect(list.getByRole("group", { name: "หมวดหมู่สินค้า" }).getByRole("option").first()).toContainText("อู่หลง");
    await expect(header.getByRole("status")).toHaveText(/^คำแนะนำ \d+ รายการ$/);
    expect(await axeBlocking(page), "listbox open").toEqual([]);

    const first = (await products.first().textContent()) ?? "";
    await products.first().tap();
    await expect(page).toHaveURL(/\/product\/[^/]+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);

    // a wrong last letter: the results say what they are for, with a box to search again
    await header.getByRole("button", { name: "ค้นหาสินค้าและบทความ" }).tap();
    await box.fill("อู่หลอ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator(".w-search-results__meant")).toContainText("หมายถึง “อู่หลง” ใช่ไหม");
    await expect(page.locator(".w-search-results .product-card__name").first()).toContainText("อู่หลง");
    await expect(page.locator("main").getByRole("searchbox", { name: "ค้นหาสินค้าและบทความ" })).toHaveValue("อู่หลอ");

    // the empty box lists the recent search; a tap searches it again
    await page.goto("/");
    await hydrated(page);
    await header.getByRole("button", { name: "ค้นหาสินค้าและบทความ" }).tap();
    await searchbox.tap();
    const recent = list.getByRole("group", { name: "ค้นหาล่าสุด" }).getByRole("option");
    await expect(recent).toHaveText(["อู่หลอ"]);
    await recent.first().tap();
    await expect(page).toHaveURL(/\/search\?q=%E0%B8%AD/);
  });

  test("the empty search page has a search box", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    const box = page.locator("main").getByRole("searchbox", { name: "ค้นหาสินค้าและบทความ" });
    await box.fill("ชา ไทย");
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผลการค้นหา “ชา ไทย”");
  });
});

test.describe("at 1280 px by keyboard, in English", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("arrows move through the suggestions, Escape closes them, Enter opens the active one", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    const header = page.locator("header");
    await header.getByRole("combobox", { name: "Search products and articles" }).focus();
    const { box, list } = combobox(page, "Search products and articles");
    await page.keyboard.type("oolong");
    const options = list.getByRole("option");
    await expect(options.first()).toContainText(/oolong/i);
    const count = await options.count();
    await expect(header.getByRole("status")).toHaveText(`${count} suggestions`);
    expect(await axeBlocking(page), "listbox open").toEqual([]);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    // from the first, up goes to the last
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("oolong");

    // down opens the list again on its first option
    await page.keyboard.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const name = (await options.first().textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("a Thai word with a wrong last letter: the results say what they searched instead, in English", async ({
    page,
  }) => {
    await page.goto(`/en/search?q=${encodeURIComponent("อู่หลอ")}`);
    await hydrated(page);
    await expect(page.locator(".w-search-results__meant")).toHaveText(
      "Did you mean “อู่หลง”? Showing its results instead of “อู่หลอ”.",
    );
    await expect(page.locator(".w-search-results .product-card__name").first()).toContainText(/oolong/i);
    expect(await axeBlocking(page)).toEqual([]);
  });
});
