import type { Page } from "@playwright/test";
import { baht, type DemoProduct, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { englishPath, PAGE_TYPES } from "./pageTypes";

// Issue 28 item 6: structured data that passes Google's rich-result rules, read from the pages as a crawler does.
// Products say their brand and real SKU (never the uuid), a product with variants is a ProductGroup whose variants
// each have their own price, availability and URL, no field is empty, and the home page names the WebSite (with a
// SearchAction that really searches) and the Organization.

type Item = Record<string, unknown>;

async function ldJsonOf(page: Page, url: string): Promise<Item[]> {
  await page.goto(url);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Item);
}

const typeOf = (item: Item) => item["@type"];
/** A JSON-LD script of a page's HTML, as a crawler that runs no script reads it. */
const LD_JSON = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs;

/** Every empty value (empty string, empty list, null) in the items, by path. */
function emptyFields(value: unknown, path: string): string[] {
  if (value === "" || value === null || (Array.isArray(value) && value.length === 0)) return [path];
  if (typeof value !== "object") return [];
  return Object.entries(value as Item).flatMap(([key, inner]) => emptyFields(inner, `${path}.${key}`));
}

const shops = [
  { file: "demo", host: "localhost" },
  { file: "offline", host: "offline.localhost" },
] as const;

for (const { file, host } of shops) {
  for (const lang of ["th", "en"] as const) {
    test(`${file} shop (${lang}): the home page names the WebSite, whose SearchAction finds products, and the shop`, async ({
      page,
      baseURL,
    }) => {
      const origin = `http://${host}:${new URL(baseURL ?? "").port}`;
      const home = lang === "th" ? `${origin}/` : `${origin}/en`;
      const items = await ldJsonOf(page, home);
      const webSite = items.find((item) => typeOf(item) === "WebSite");
      expect(webSite).toMatchObject({ url: home, inLanguage: lang, name: expect.any(String) });
      const shop = items.find((item) => ["Organization", "Store"].includes(String(typeOf(item))));
      expect(shop?.name).toEqual(expect.any(String));
      if (typeOf(shop ?? {}) === "Organization") {
        // its logo is the shop's app icon, a PNG Google can show
        const logo = await page.goto(String(shop?.logo));
        expect(logo?.headers()["content-type"]).toBe("image/png");
      }

      // the SearchAction's template, filled as a search engine would, opens the shop's results for the words
      const product = demoProducts(demoShop(file))[0] as DemoProduct;
      const word = product.texts[lang].name.split(/\s+/)[0] ?? "";
      const template = (webSite?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
      await page.goto(template.replace("{search_term_string}", encodeURIComponent(word)));
      await expect(page.getByRole("link", { name: product.texts[lang].name }).first()).toBeVisible();
    });
  }
}

test("a product with variants is a ProductGroup: each variant's SKU, price, availability and URL, its brand", async ({
  page,
}) => {
  const product = demoProducts(demoShop("demo")).find((each) => (each.variants ?? []).length > 1);
  if (!product?.variants) throw new Error("the demo shop has no product with variants");
  for (const lang of ["th", "en"] as const) {
    const path = `${lang === "en" ? "/en" : ""}/product/${product.slug}/${product.uuid}`;
    const group = (await ldJsonOf(page, path)).find((item) => typeOf(item) === "ProductGroup");
    expect(group).toMatchObject({ name: product.texts[lang].name, brand: { "@type": "Brand", name: product.brand } });
    const variants = group?.hasVariant as Item[];
    expect(variants.map((variant) => variant.sku)).toEqual(product.variants.map((variant) => variant.sku));
    for (const [index, variant] of variants.entries()) {
      const offer = variant.offers as Item;
      const stock = product.variants[index]?.stock;
      expect(offer).toMatchObject({ priceCurrency: "THB", price: product.variants[index]?.price.toFixed(2) });
      expect(offer.availability).toBe(`https://schema.org/${stock === 0 ? "OutOfStock" : "InStock"}`);
      // the offer's URL opens the page of that variant at that price
      await page.goto(String(offer.url));
      await expect(page.locator(".w-product-detail__price").first()).toContainText(
        baht(product.variants[index]?.price ?? 0, lang === "th" ? "th-TH" : "en-US"),
      );
    }
  }
});

test("no JSON-LD on any page type, in either language, has an empty field or a uuid for a SKU", async ({ request }) => {
  const problems: string[] = [];
  for (const path of PAGE_TYPES.flatMap((each) => [each, englishPath(each)])) {
    const html = await (await request.get(path)).text();
    const items = [...html.matchAll(LD_JSON)].map(([, json = ""]) => JSON.parse(json) as Item);
    for (const [index, item] of items.entries()) {
      problems.push(...emptyFields(item, `${path} [${index}]`));
      if (/"sku":"[0-9a-f]{8}-/.test(JSON.stringify(item))) problems.push(`${path} [${index}]: a uuid for a sku`);
    }
  }
  expect(problems).toEqual([]);
});
