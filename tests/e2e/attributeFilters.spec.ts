import type { Locator, Page } from "@playwright/test";
import { blockingViolations } from "./axeBlocking";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";
import { rawGet } from "./pageCacheHttp";
import { tabTo } from "./tabTo";
import { smallTapTargets } from "./tapTargets";

const TEA = "/category/tea/101";
const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The demo shop's words: its tea-type attribute and oolong value (shops/demo.json), and the refine messages. */
const WORDS = {
  th: {
    prefix: "",
    open: "กรองและเรียง",
    apply: "แสดงผล",
    teaType: "ประเภทชา",
    oolong: /^อู่หลง \(\d+\)$/,
    oolongName: /อู่หลง/,
    removeOolong: "นำตัวกรองออก: ประเภทชา: อู่หลง",
    origin: "แหล่งปลูก",
    maeTaeng: /^แม่แตง \(1\)$/,
  },
  en: {
    prefix: "/en",
    open: "Filter and sort",
    apply: "Show results",
    teaType: "Tea type",
    oolong: /^Oolong \(\d+\)$/,
    oolongName: /oolong/i,
    removeOolong: "Remove filter: Tea type: Oolong",
    origin: "Origin",
    maeTaeng: /^Mae Taeng \(1\)$/,
  },
} as const;

const cardNames = (page: Page) => page.locator(".product-card__name").allTextContents();

/** The count a value's label shows: "Oolong (8)" -> 8. */
async function countIn(label: Locator): Promise<number> {
  const text = (await label.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent)) ?? "";
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

for (const lang of ["th", "en"] as const) {
  const words = WORDS[lang];

  test.describe(`attribute filters at 375 px by touch (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("the sheet offers the tea types with counts; ticking oolong lists only oolong teas; a chip removes it", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}${TEA}`);
      await hydrated(page);
      const all = (await cardNames(page)).length;
      await page.getByRole("button", { name: words.open }).tap();
      const sheet = page.getByRole("dialog", { name: words.open });
      await expect(sheet).toBeVisible();
      const teaTypes = sheet.getByRole("group", { name: words.teaType });
      await expect(teaTypes.getByRole("checkbox")).toHaveCount(3); // oolong, black, herbal: no green tea in the shop
      expect(await blockingViolations(page)).toEqual([]);
      expect(await smallTapTargets(page)).toEqual([]);

      const oolong = teaTypes.getByRole("checkbox", { name: words.oolong });
      const count = await countIn(oolong);
      await oolong.tap();
      await expect(oolong).toBeChecked();
      await sheet.getByRole("button", { name: words.apply }).tap();
      await expect(page).toHaveURL(/[?&]a\.tea-type=oolong(&|$)/);
      const names = await cardNames(page);
      expect(names).toHaveLength(count);
      for (const name of names) expect(name).toMatch(words.oolongName);

      await page.getByRole("link", { name: words.removeOolong }).tap();
      await expect(page).not.toHaveURL(/tea-type/);
      await expect(page.getByRole("link", { name: words.removeOolong })).toHaveCount(0);
      expect(await cardNames(page)).toHaveLength(all);
    });
  });

  test.describe(`attribute filters at 1280 px by keyboard (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("a value is ticked and applied by keyboard, the counts follow the other filters; a chip removes it", async ({
      page,
    }) => {
      await page.goto(`${words.prefix}${TEA}`);
      await hydrated(page);
      const form = page.locator(".refine__inline");
      const oolong = form.getByRole("group", { name: words.teaType }).getByRole("checkbox", { name: words.oolong });
      const maeTaeng = form.getByRole("group", { name: words.origin }).getByRole("checkbox", { name: words.maeTaeng });
      await expect(maeTaeng).toHaveCount(1); // a herbal tea's origin
      const oolongs = await countIn(oolong);
      await oolong.focus();
      await page.keyboard.press("Space");
      await expect(oolong).toBeChecked();
      const apply = form.getByRole("button", { name: words.apply });
      await tabTo(page, apply);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]a\.tea-type=oolong(&|$)/);
      for (const name of await cardNames(page)) expect(name).toMatch(words.oolongName);
      await expect(oolong).toBeChecked();
      expect(await countIn(oolong)).toBe(oolongs); // an attribute's own choice leaves its counts as they were
      await expect(maeTaeng).toHaveCount(0); // no oolong comes from Mae Taeng
      expect(await blockingViolations(page)).toEqual([]);

      const chip = page.getByRole("link", { name: words.removeOolong });
      await chip.focus();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/tea-type/);
      await expect(chip).toHaveCount(0);
      await expect(oolong).not.toBeChecked();
    });
  });
}

test.describe("attribute filters without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("the checkboxes are fields of the plain GET form: several values of one attribute are OR-ed", async ({
    page,
  }) => {
    await page.goto(`/en${TEA}`);
    const form = page.locator(".refine__inline");
    const teaTypes = form.getByRole("group", { name: "Tea type" });
    const oolong = await countIn(teaTypes.getByRole("checkbox", { name: /^Oolong/ }));
    const black = await countIn(teaTypes.getByRole("checkbox", { name: /^Black/ }));
    await teaTypes.getByRole("checkbox", { name: /^Oolong/ }).check();
    await teaTypes.getByRole("checkbox", { name: /^Black/ }).check();
    await form.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/a\.tea-type=oolong&a\.tea-type=black/);
    expect(await cardNames(page)).toHaveLength(Math.min(12, oolong + black));
    await page.getByRole("link", { name: "Remove filter: Tea type: Black" }).click();
    await expect(page).not.toHaveURL(/black/);
    expect(await cardNames(page)).toHaveLength(oolong);
  });
});

test.describe("attribute filters in the page cache", () => {
  test("a page with the shop's attribute values is stored; one with values the shop does not have is not", async () => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const get = (path: string) => rawGet(PORT, path, { host: `localhost:${PORT}` });
    const kept = `${TEA}?b_page=${unique}&a.tea-type=oolong`;
    expect([(await get(kept)).headers["x-page-cache"], (await get(kept)).headers["x-page-cache"]]).toEqual([
      "miss",
      "hit",
    ]);
    const junk = `${TEA}?a.tea-type=junk-${unique}`;
    const first = await get(junk);
    expect(first.status).toBe(200);
    expect((await get(junk)).headers["x-page-cache"]).not.toBe("hit");
  });
});
