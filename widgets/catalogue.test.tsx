// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { categoryPath, productPath } from "~/lib/catalogPaths";
import { RECENTLY_VIEWED_STORAGE_KEY, serializeEntries } from "~/lib/recentlyViewed";
import type { PageDataValue } from "~/renderer/pageData";
import { resolvedSetting } from "../stories/resolvedSetting";
import { mountWidget, renderWidget, windowWidth } from "../tests/renderWidget";
import * as blogListFixtures from "../stories/fixtures/blog-list";
import { productDetailsOf, productsOf, UUID } from "../stories/fixtures/catalogue";
import * as categoryListFixtures from "../stories/fixtures/category-list";
import {
  blogPage,
  categoryPage,
  emptyCategoryPage,
  emptySearchPage,
  homePage,
  productPage,
  searchPage,
} from "../stories/fixtures/pages";
import * as productDetailFixtures from "../stories/fixtures/product-detail";
import * as productGridFixtures from "../stories/fixtures/product-grid";
import BlogDetail from "./blog-detail/BlogDetail";
import BlogList from "./blog-list/BlogList";
import Breadcrumbs from "./breadcrumbs/Breadcrumbs";
import CategoryList from "./category-list/CategoryList";
import ProductDetail from "./product-detail/ProductDetail";
import ProductGrid from "./product-grid/ProductGrid";
import ProductListing from "./product-listing/ProductListing";
import RecentlyViewed from "./recently-viewed/RecentlyViewed";
import SearchForm from "./search-form/SearchForm";
import SearchResults from "./search-results/SearchResults";

beforeAll(() => windowWidth(1280)); // a desktop (jsdom has no matchMedia)

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

/** Where the router is, for assertions after a navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Server-renders like SSR does (the widget on a page of these data) and parses the HTML for assertions. */
const ssr = (ui: ReactNode, page: PageDataValue, url = `${page.path}${page.search}`) => renderWidget(ui, { url, page });

/** Mounts the widget on a page of these data, with the router's location shown (LocationProbe). */
const mount = (ui: ReactNode, page: PageDataValue, url = `${page.path}${page.search}`) =>
  mountWidget(
    <>
      {ui}
      <LocationProbe />
    </>,
    { url, page },
  );

const hrefs = (root: ParentNode, selector = "a") =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>(selector), (a) => a.getAttribute("href"));
const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent ?? null;
/** Intl puts narrow no-break spaces in some formats: compare with plain spaces. */
const plain = (value: string | null | undefined) => (value ?? "").replace(/[\u00a0\u202f]/g, " ");
const location = () => screen.getByTestId("location");

describe("product grid", () => {
  const featured = () => resolvedSetting("product-grid", productGridFixtures.productGridFeatured);

  it("renders the page catalogue's products in the setting's order, as links to their pages", () => {
    const root = ssr(<ProductGrid ukey="g" setting={featured()} />, homePage("th"));
    const names = Array.from(root.querySelectorAll(".product-card__name"), (el) => el.textContent);
    const byUuid = new Map(productsOf("th").map((product) => [product.uuid, product]));
    expect(names).toEqual(featured().productUuids.map((uuid) => byUuid.get(uuid)?.name));
    expect(text(root, ".w-product-grid__title")).toBe("สินค้าขายดีประจำสัปดาห์");
    const first = byUuid.get(UUID.oolong);
    expect(root.querySelector(".product-card a")?.getAttribute("href")).toBe(first && productPath(first));
    expect(hrefs(root, ".w-product-grid__more")).toEqual(["/category/tea/1"]);
  });

  it("card: sized lazy image, badges, price per unit, bulk price, pre-order and sold out", () => {
    const root = ssr(<ProductGrid ukey="g" setting={featured()} />, homePage("th"));
    const cards = Array.from(root.querySelectorAll<HTMLElement>(".product-card"));
    const img = cards[0]?.querySelector("img");
    expect(img?.getAttribute("width")).toBe("300");
    expect(img?.getAttribute("height")).toBe("300");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("src")).toContain("size=300x300");
    const oolong = cards[0]?.textContent ?? "";
    expect(oolong).toContain("ขายดี");
    expect(oolong).toContain("แนะนำ");
    expect(plain(text(cards[0] as HTMLElement, ".price"))).toBe("฿180.00 / ถุง");
    expect(plain(text(cards[0] as HTMLElement, ".product-card__bulk"))).toBe("ซื้อจำนวนมาก เหลือเพียง ฿150.00");
    const gift = cards.find((card) => card.textContent?.includes("ชุดของขวัญชายามบ่าย"));
    expect(gift?.textContent).toContain("พรีออเดอร์");
    const assam = cards.find((card) => card.textContent?.includes("ชาดำอัสสัมไทย"));
    expect(assam?.textContent).toContain("สินค้าหมด");
    expect(assam?.className).toContain("product-card--sold-out");
  });

  it("a title at level one makes the products' names level two; level two, level three", () => {
    for (const [headingLevel, cardLevel] of [
      [1, "H2"],
      [2, "H3"],
    ] as const) {
      const root = ssr(<ProductGrid ukey="g" setting={{ ...featured(), headingLevel }} />, homePage("th"));
      expect(root.querySelector(".w-product-grid__title")?.tagName).toBe(`H${headingLevel}`);
      expect(root.querySelector(".product-card__name")?.tagName).toBe(cardLevel);
    }
  });

  it("links carry /en on English pages", () => {
    const setting = resolvedSetting("product-grid", productGridFixtures.productGridFeaturedEn);
    const root = ssr(<ProductGrid ukey="g" setting={setting} />, homePage("en"), "/en");
    for (const href of hrefs(root)) expect(href).toMatch(/^\/en\//);
    expect(text(root, ".product-card__name")).toBe("Soft-Stem Oolong, Doi Mae Salong");
  });

  it("server render: a skeleton card for a product the page did not bring", () => {
    const setting = resolvedSetting("product-grid", productGridFixtures.productGridCompact);
    const root = ssr(<ProductGrid ukey="g" setting={setting} />, homePage("th"));
    expect(root.querySelectorAll(".product-card__name")).toHaveLength(3);
    expect(root.querySelectorAll(".product-card--skeleton")).toHaveLength(1);
    expect(root.querySelector(".product-list")?.getAttribute("aria-busy")).toBe("true");
    expect(root.querySelector(".product-list")?.getAttribute("style")).toContain("--product-columns:3");
  });

  it("browser: fetches the products the page did not bring in one batch and leaves out unknown ones", async () => {
    const known = new Map(productsOf("th").map((product) => [product.uuid, product]));
    const calls: URL[] = [];
    vi.stubGlobal("fetch", async (input: URL) => {
      calls.push(input);
      const uuids = (input.searchParams.get("filter[uuid]") ?? "").split(",");
      const data = uuids.flatMap((uuid) => known.get(uuid) ?? []);
      return new Response(JSON.stringify({ success: true, data }), { status: 200 });
    });
    try {
      const setting = resolvedSetting("product-grid", productGridFixtures.productGridCompact);
      const page: PageDataValue = { ...homePage("th"), catalogue: { products: {}, categories: null, blogs: null } };
      mount(<ProductGrid ukey="g" setting={setting} />, page);
      expect(document.querySelectorAll(".product-card--skeleton")).toHaveLength(4);
      await waitFor(() => expect(document.querySelectorAll(".product-card--skeleton")).toHaveLength(0));
      expect(calls).toHaveLength(1);
      expect(calls[0]?.searchParams.get("filter[uuid]")).toBe([...setting.productUuids].sort().join(","));
      expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
        "ชุดของขวัญชายามบ่าย",
        "ถ้วยชาเซรามิกเขียนลายคราม",
        "มัทฉะพิธีชงชา เกรดพรีเมียม",
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("product detail", () => {
  const setting = () => resolvedSetting("product-detail", {});

  it("server-renders the first variant: gallery, name, price, tier table, categories and details", () => {
    const root = ssr(<ProductDetail ukey="pd" setting={setting()} />, productPage("th"));
    expect(text(root, "h1")).toBe("ชาอู่หลงก้านอ่อน ดอยแม่สลอง");
    const main = root.querySelector(".w-product-detail__main-image img");
    expect(main?.getAttribute("loading")).toBe("eager");
    expect(main?.getAttribute("width")).toBe("600");
    expect(main?.getAttribute("src")).toContain("size=600x600");
    expect(root.querySelectorAll(".w-product-detail__thumb")).toHaveLength(3);
    expect(root.querySelector('[aria-current="page"]')?.textContent).toContain("100 กรัม");
    expect(text(root, '[data-testid="unit-price"]')).toBe("฿180.00");
    const rows = Array.from(root.querySelectorAll('[data-testid="tier-table"] tbody tr'), (row) =>
      plain(row.textContent),
    );
    expect(rows[0]).toMatch(/^1–4/);
    expect(rows[1]).toMatch(/^5–9/);
    expect(rows[2]).toMatch(/^10 ขึ้นไป/);
    expect(root.querySelector("tbody tr")?.getAttribute("aria-current")).toBe("true");
    expect(text(root, '[data-testid="stock-message"]')).toBeNull();
    expect(root.textContent).toContain("สั่งซื้อได้สูงสุด 50 ถุง");
    expect(hrefs(root, ".w-product-detail__category-list a")).toEqual(["/category/tea/1", "/category/oolong-tea/12"]);
    expect(text(root, ".w-product-detail__details li")).toBe("ชงด้วยน้ำ 90 องศา นาน 3 นาที");
    expect(root.querySelector("button:not([type])")).toBeNull();
  });

  it("shows the tier price for the quantity typed, and the line total", () => {
    mount(<ProductDetail ukey="pd" setting={setting()} />, productPage("th"));
    const input = screen.getByTestId("quantity-input") as HTMLInputElement;
    expect(input.value).toBe("1");
    expect(screen.getByTestId("unit-price").textContent).toBe("฿180.00");
    fireEvent.change(input, { target: { value: "5" } });
    expect(screen.getByTestId("unit-price").textContent).toBe("฿165.00");
    expect(screen.getByTestId("line-total").textContent).toBe("฿825.00");
    expect(screen.getByTestId("tier-table").querySelector('[aria-current="true"]')?.textContent).toMatch(/^5–9/);
    fireEvent.change(input, { target: { value: "12" } });
    expect(screen.getByTestId("unit-price").textContent).toBe("฿150.00");
    expect(screen.getByTestId("line-total").textContent).toBe("฿1,800.00");
    fireEvent.click(screen.getByRole("button", { name: "ลดจำนวน" }));
    expect(input.value).toBe("11");
  });

  it("clamps the quantity to the order limits and the stock", () => {
    mount(<ProductDetail ukey="pd" setting={setting()} />, productPage("th"));
    const input = screen.getByTestId("quantity-input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "999" } });
    expect(screen.getByTestId("line-total").textContent).toBe("฿7,500.00");
    fireEvent.blur(input);
    expect(input.value).toBe("50");
    expect(screen.getByRole("button", { name: "เพิ่มจำนวน" }).getAttribute("aria-disabled")).toBe("true");
    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.blur(input);
    expect(input.value).toBe("1");
    expect(screen.getByRole("button", { name: "ลดจำนวน" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("picks the variant named by the path: its price, stock message and stock limit", () => {
    mount(<ProductDetail ukey="pd" setting={setting()} />, productPage("en", 102), `/en${productPage("en", 102).path}`);
    expect(screen.getByRole("link", { current: "page" }).textContent).toContain("250 g");
    expect(screen.getByTestId("unit-price").textContent).toBe("฿420.00");
    expect(screen.getByTestId("stock-message").textContent).toBe("Only 3 bags left");
    const input = screen.getByTestId("quantity-input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "8" } });
    fireEvent.blur(input);
    expect(input.value).toBe("3");
    expect(screen.getByTestId("unit-price").textContent).toBe("฿390.00");
  });

  it("a sold-out variant says so and has no quantity picker", () => {
    const root = ssr(<ProductDetail ukey="pd" setting={setting()} />, productPage("th", 103));
    expect(text(root, '[data-testid="stock-message"]')).toBe("สินค้าหมดชั่วคราว");
    expect(root.querySelector('[data-testid="quantity-input"]')).toBeNull();
  });

  it("choosing a variant changes the URL with the sub-product-change state, and resets the quantity", () => {
    mount(<ProductDetail ukey="pd" setting={setting()} />, productPage("en"), `/en${productPage("en").path}`);
    fireEvent.change(screen.getByTestId("quantity-input"), { target: { value: "7" } });
    fireEvent.click(screen.getByRole("link", { name: /250 g/ }));
    expect(location().textContent).toBe(`/en/product/doi-mae-salong-oolong/${UUID.oolong}/102`);
    expect(JSON.parse(location().dataset.state ?? "null")).toEqual({ subProductChange: true });
  });

  it("records the parent product as recently viewed", () => {
    mount(<ProductDetail ukey="pd" setting={setting()} />, productPage("th", 102));
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toContain(UUID.oolong);
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).not.toContain(UUID.oolong250);
  });

  it("renders nothing on other pages; hides the tier table and categories when asked", () => {
    expect(ssr(<ProductDetail ukey="pd" setting={setting()} />, homePage("th")).innerHTML).not.toContain(
      "w-product-detail",
    );
    const plainSetting = resolvedSetting("product-detail", productDetailFixtures.productDetailPlain);
    const root = ssr(<ProductDetail ukey="pd" setting={plainSetting} />, productPage("th"));
    expect(root.querySelector('[data-testid="tier-table"]')).toBeNull();
    expect(root.querySelector(".w-product-detail__categories")).toBeNull();
  });

  it("a product without variants: its own limits (minimum order) and no variant choice", () => {
    const teacup = productDetailsOf(UUID.teacup, "th");
    const page: PageDataValue = {
      ...productPage("th"),
      path: productPath(teacup),
      otherData: { productDetails: teacup },
    };
    mount(<ProductDetail ukey="pd" setting={setting()} />, page);
    expect(screen.queryByRole("link", { current: "page" })).toBeNull();
    expect((screen.getByTestId("quantity-input") as HTMLInputElement).value).toBe("2");
    expect(screen.getByText("สั่งซื้อขั้นต่ำ 2 ใบ")).toBeTruthy();
  });
});

describe("pager and product listing", () => {
  const setting = () => resolvedSetting("product-listing", {});

  it("category heading, subcategories by rank, cards and a pager that keeps other parameters", () => {
    const page = categoryPage("th", 2);
    const root = ssr(<ProductListing ukey="pl" setting={setting()} />, page, `${page.path}?sort=new&p_page=2#list`);
    expect(text(root, "h1")).toBe("ชา – หน้า 2"); // page 2 says so (its suffix visually hidden)
    expect(Array.from(root.querySelectorAll(".w-product-listing .category-links__link"), (a) => a.textContent)).toEqual(
      ["ชาอู่หลง", "ชาเขียว", "ชาดำ"],
    );
    expect(root.querySelectorAll(".product-card")).toHaveLength(1);
    const pager = root.querySelector("nav.pager");
    expect(pager?.getAttribute("aria-label")).toBe("หน้ารายการสินค้า");
    expect(hrefs(pager as Element)).toEqual([
      "/category/tea/1?sort=new",
      "/category/tea/1?sort=new",
      "/category/tea/1?sort=new&p_page=2",
    ]);
    expect(pager?.querySelector('[aria-current="page"]')?.textContent).toBe("2");
  });

  it("pager links on the first page set p_page, in the page's language", () => {
    const page = categoryPage("en", 1);
    const root = ssr(<ProductListing ukey="pl" setting={setting()} />, page, `/en${page.path}?sort=new`);
    expect(hrefs(root, "nav.pager a")).toEqual([
      "/en/category/tea/1?sort=new",
      "/en/category/tea/1?sort=new&p_page=2",
      "/en/category/tea/1?sort=new&p_page=2",
    ]);
    expect(root.querySelector("nav.pager [aria-disabled]")?.textContent).toContain("Previous");
  });

  it("pager navigation changes p_page only", () => {
    const page = categoryPage("th", 1);
    mount(<ProductListing ukey="pl" setting={setting()} />, page, `${page.path}?sort=new`);
    fireEvent.click(screen.getByRole("link", { name: "หน้า 2" }));
    expect(location().textContent).toBe("/category/tea/1?sort=new&p_page=2");
  });

  it("says so when the category has no products", () => {
    const root = ssr(<ProductListing ukey="pl" setting={setting()} />, emptyCategoryPage("th"));
    expect(text(root, "h1")).toBe("อาราบิก้า");
    expect(text(root, ".w-product-listing__empty")).toBe("ยังไม่มีสินค้าในหมวดหมู่นี้");
    expect(root.querySelector("nav.pager")).toBeNull();
  });
});

describe("search results", () => {
  const setting = () => resolvedSetting("search-results", {});

  it("shows products and posts, each with its own pager keeping the other's page", () => {
    const page = searchPage("th", 2, 3);
    const root = ssr(<SearchResults ukey="sr" setting={setting()} />, page);
    expect(text(root, "h1")).toBe("ผลการค้นหา “ชา”");
    const headings = Array.from(root.querySelectorAll("h2.w-search-results__heading"), (h) => h.textContent);
    expect(headings).toEqual(["สินค้า (7)", "บทความ (3)"]);
    expect(root.querySelectorAll(".product-card")).toHaveLength(2);
    expect(root.querySelectorAll(".blog-card")).toHaveLength(1);
    const [productPager, blogPager] = Array.from(root.querySelectorAll("nav.pager"));
    const q = "q=%E0%B8%8A%E0%B8%B2";
    for (const href of hrefs(productPager as Element)) expect(href).toContain("b_page=3");
    expect(productPager?.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe(
      `/search?${q}&p_page=2&b_page=3`,
    );
    for (const href of hrefs(blogPager as Element)) expect(href).toContain("p_page=2");
    expect(hrefs(blogPager as Element, '[rel="next"]')).toEqual([]);
    expect(hrefs(blogPager as Element, '[rel="prev"]')).toEqual([`/search?${q}&p_page=2&b_page=2`]);
  });

  it("nothing found: one message naming the query, then the suggested categories and popular products", () => {
    const page = emptySearchPage("en");
    const root = ssr(<SearchResults ukey="sr" setting={setting()} />, page, "/en/search?q=lava");
    const empties = Array.from(root.querySelectorAll(".w-search-results__empty"), (p) => p.textContent);
    expect(empties).toEqual([
      "Nothing matches “lava bubble tea”. Check the spelling, try fewer words, or look around:",
    ]);
    const headings = Array.from(root.querySelectorAll("h2"), (h) => h.textContent);
    expect(headings).toEqual(["Browse a category", "Popular products"]);
    const suggestions = page.otherData.searchResults?.suggestions;
    const links = Array.from(root.querySelectorAll("nav ul li a"), (a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual(suggestions?.categories.map((category) => [category.name, `/en${categoryPath(category)}`]));
    expect(root.querySelectorAll("ul.product-list .product-card")).toHaveLength(suggestions?.products.length ?? -1);
    expect(root.querySelector("nav.pager")).toBeNull();
  });
});

describe("search form", () => {
  const setting = () => resolvedSetting("search-form", {});

  it("is a labelled search landmark that works as a plain GET form before hydration", () => {
    const root = ssr(<SearchForm ukey="sf" setting={setting()} />, homePage("en"), "/en/about");
    const form = root.querySelector("form");
    expect(form?.getAttribute("role")).toBe("search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/en/search");
    expect(form?.hasAttribute("novalidate")).toBe(false);
    const input = root.querySelector("input");
    expect(input?.getAttribute("name")).toBe("q");
    expect(input?.getAttribute("maxlength")).toBe("200");
    expect(root.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe("Search products and articles");
  });

  it("submits to the search page in the page's language", async () => {
    mount(<SearchForm ukey="sf" setting={setting()} />, homePage("en"), "/en/about");
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "  green tea " } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(location().textContent).toBe("/en/search?q=green%20tea"));
  });

  it("refuses a blank query with a message", async () => {
    mount(<SearchForm ukey="sf" setting={setting()} />, homePage("th"), "/");
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "   " } });
    fireEvent.submit(screen.getByRole("search"));
    expect((await screen.findByRole("alert")).textContent).toBe("กรุณาพิมพ์คำที่ต้องการค้นหา");
    expect(screen.getByRole("combobox").getAttribute("aria-invalid")).toBe("true");
    expect(location().textContent).toBe("/");
  });

  it("shows the query of the search page", () => {
    mount(<SearchForm ukey="sf" setting={setting()} />, searchPage("th"), "/search?q=%E0%B8%8A%E0%B8%B2");
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("ชา");
  });

  it("refuses a query over 200 characters, and the error follows what is typed", async () => {
    mount(<SearchForm ukey="sf" setting={setting()} />, homePage("en"), "/en/about");
    const box = screen.getByRole("combobox");
    fireEvent.change(box, { target: { value: "a".repeat(201) } });
    fireEvent.submit(screen.getByRole("search"));
    expect((await screen.findByRole("alert")).textContent).toBe("Search terms can be at most 200 characters");
    expect(location().textContent).toBe("/en/about");
    fireEvent.change(box, { target: { value: "" } });
    expect(screen.getByRole("alert").textContent).toBe("Please enter something to search for");
    fireEvent.change(box, { target: { value: "tea" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box.getAttribute("aria-invalid")).toBeNull();
  });

  it("follows the URL: another search shows its query, leaving the search page empties the box", async () => {
    mount(
      <>
        <SearchForm ukey="sf" setting={setting()} />
        <Link to="/search?q=oolong">oolong</Link>
        <Link to="/about">about</Link>
      </>,
      searchPage("th"),
      "/search?q=%E0%B8%8A%E0%B8%B2",
    );
    const box = screen.getByRole("combobox") as HTMLInputElement;
    fireEvent.click(screen.getByText("oolong"));
    await waitFor(() => expect(box.value).toBe("oolong"));
    fireEvent.click(screen.getByText("about"));
    await waitFor(() => expect(box.value).toBe(""));
  });
});

describe("breadcrumbs", () => {
  it("an ordered trail, the last step current, links in the page's language", () => {
    const setting = resolvedSetting("breadcrumbs", {});
    const page = productPage("en");
    const root = ssr(<Breadcrumbs ukey="b" setting={setting} />, page, `/en${page.path}`);
    const nav = root.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("Breadcrumb");
    const items = nav?.querySelectorAll("ol > li a") ?? [];
    expect(Array.from(items, (a) => a.textContent)).toEqual([
      "Home",
      "Tea",
      "Oolong tea",
      "Soft-Stem Oolong, Doi Mae Salong",
    ]);
    expect(hrefs(nav as Element)[0]).toBe("/en");
    expect(items[items.length - 1]?.getAttribute("aria-current")).toBe("page");
    expect(nav?.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("adds home when the trail lacks it, drops it when showHome is off", () => {
    const page = productPage("th");
    const withoutHome = { ...page, otherData: { breadcrumbs: page.otherData.breadcrumbs?.slice(1) } };
    const on = ssr(<Breadcrumbs ukey="b" setting={resolvedSetting("breadcrumbs", {})} />, withoutHome);
    expect(text(on, "li")).toBe("หน้าแรก");
    const off = ssr(<Breadcrumbs ukey="b" setting={resolvedSetting("breadcrumbs", { showHome: false })} />, page);
    expect(text(off, "li")).toBe("ชา");
  });
});

describe("category list, blog list and blog detail", () => {
  it("category cards: the top level by rank, linked", () => {
    const setting = resolvedSetting("category-list", categoryListFixtures.categoryListTopCards);
    const root = ssr(<CategoryList ukey="c" setting={setting} />, homePage("th"));
    expect(hrefs(root)).toEqual([
      "/category/tea/1",
      "/category/coffee/2",
      "/category/gift-sets/3",
      "/category/teaware/4",
    ]);
    expect(root.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    const links = ssr(
      <CategoryList ukey="c" setting={resolvedSetting("category-list", categoryListFixtures.categoryListTeaLinks)} />,
      homePage("en"),
      "/en",
    );
    expect(Array.from(links.querySelectorAll("a"), (a) => a.textContent)).toEqual([
      "Oolong tea",
      "Green tea",
      "Black tea",
    ]);
    expect(links.querySelector("nav")?.getAttribute("aria-label")).toBe("Product categories");
  });

  it("blog list: newest posts with date, leaving out the post being read", () => {
    const setting = resolvedSetting("blog-list", blogListFixtures.blogListLatest);
    const root = ssr(<BlogList ukey="bl" setting={setting} />, blogPage("th"));
    expect(hrefs(root, ".blog-card a")).toEqual(["/blog/2", "/blog/1"]);
    expect(root.querySelector("time")?.getAttribute("dateTime")).toBe("2025-04-02");
    expect(text(root, "time")).toBe("2 เมษายน 2568");
  });

  it("blog detail: title, date, author, and content links in the page's language", () => {
    const setting = resolvedSetting("blog-detail", {});
    const page = blogPage("en");
    const root = ssr(<BlogDetail ukey="bd" setting={setting} />, page, `/en${page.path}`);
    expect(text(root, "h1")).toBe("Brew fragrant oolong in 5 steps");
    expect(text(root, "time")).toBe("May 20, 2025");
    expect(text(root, ".w-blog-detail__author")).toBe("By Doi Leaf team");
    expect(hrefs(root, ".rich-text a")).toEqual(["/en/category/oolong-tea/12"]);
    expect(root.querySelector(".w-blog-detail__image")?.getAttribute("loading")).toBe("eager");
  });
});

describe("recently viewed", () => {
  const setting = () => resolvedSetting("recently-viewed", { limit: 3 });
  const seed = (uuids: string[]) => {
    const now = Date.now();
    window.localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      serializeEntries(uuids.map((uuid, index) => ({ uuid, viewedAt: now - index * 1000 }))),
    );
  };

  it("renders nothing on the server", () => {
    seed([UUID.matcha]);
    expect(ssr(<RecentlyViewed ukey="rv" setting={setting()} />, homePage("th")).textContent).toBe("");
  });

  it("shows the viewed products newest first, without the current product, up to the limit", async () => {
    seed([UUID.oolong, UUID.matcha, UUID.giftSet, UUID.teacup, UUID.arabica]);
    const page = { ...productPage("th"), catalogue: homePage("th").catalogue };
    await act(async () => {
      mount(<RecentlyViewed ukey="rv" setting={setting()} />, page);
    });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("สินค้าที่คุณดูล่าสุด");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "มัทฉะพิธีชงชา เกรดพรีเมียม",
      "ชุดของขวัญชายามบ่าย",
      "ถ้วยชาเซรามิกเขียนลายคราม",
    ]);
    expect(document.querySelectorAll(".product-list > li")).toHaveLength(3);
  });

  it("renders nothing when nothing was viewed", async () => {
    await act(async () => {
      mount(<RecentlyViewed ukey="rv" setting={setting()} />, homePage("th"));
    });
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
