import { describe, expect, it } from "vitest";
import {
  HASH_SCROLL_DELAY_BEFORE_MOUNT_MS,
  HASH_SCROLL_DELAY_MS,
  hashTargetId,
  isPagedListingPath,
  isScrollSkippedByState,
  scrollDecision,
  type ScrollTo,
} from "./scrollRules";
import { withPageParam } from "./paging";

const MOUNTED = { mounted: true };
const KEEP = { kind: "keep" };
const TOP = { kind: "top" };
const P_PAGE = { kind: "listing", param: "p_page" };
const B_PAGE = { kind: "listing", param: "b_page" };

const at = (pathname: string, search = "") => ({ pathname, search });
const to = (pathname: string, search = "", hash = "", state?: unknown): ScrollTo => ({ pathname, search, hash, state });

/** Navigation on one pathname from one query to another. */
const pageChange = (pathname: string, fromSearch: string, toSearch: string) =>
  scrollDecision(at(pathname, fromSearch), to(pathname, toSearch), MOUNTED);

describe("constants", () => {
  it("are the §9 scroll delays", () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(300);
    expect(HASH_SCROLL_DELAY_BEFORE_MOUNT_MS).toBe(500);
  });
});

describe("isScrollSkippedByState", () => {
  it.each([{ subProductChange: true }, { noAutoScroll: true }, { noAutoScroll: true, other: 1 }])(
    "skips for %j",
    (state) => {
      expect(isScrollSkippedByState(state)).toBe(true);
    },
  );

  it.each([
    undefined,
    null,
    true,
    "subProductChange",
    1,
    [],
    {},
    { subProductChange: false },
    { noAutoScroll: "true" },
    { noAutoScroll: 1 },
    { other: true },
  ])("does not skip for %j", (state) => {
    expect(isScrollSkippedByState(state)).toBe(false);
  });
});

describe("hashTargetId", () => {
  it.each([
    ["", ""],
    ["#", ""],
    ["#reviews", "reviews"],
    ["reviews", "reviews"],
    ["#a%20b", "a b"],
    ["#%E0%B8%A3%E0%B8%B5%E0%B8%A7%E0%B8%B4%E0%B8%A7", "รีวิว"],
    ["#รีวิว", "รีวิว"],
    ["#50%", "50%"],
    ["#%E0%A4%A", "%E0%A4%A"],
    ["##x", "#x"],
  ])("%j -> %j", (hash, id) => {
    expect(hashTargetId(hash)).toBe(id);
  });
});

describe("isPagedListingPath", () => {
  it.each([
    "/search",
    "/search/",
    "/en/search",
    "/cn/search",
    "/category/shoes",
    "/category/shoes/12",
    "/category/shoes/12/",
    "/category/men/shoes/12",
    "/en/category/shoes/12",
    "/en/category/men/shoes/12",
    "/cn/category/shoes/12",
  ])("%j is a search or category page", (pathname) => {
    expect(isPagedListingPath(pathname)).toBe(true);
  });

  it.each([
    "/",
    "/en",
    "/searchx",
    "/search/x",
    "/en/search/x",
    "/category",
    "/category/",
    "/category/a/b/c/d",
    "/category//12",
    "/categories/shoes/12",
    "/x/category/shoes/12",
    "/EN/search",
    "/en/en/search",
    "/product/shoe/6f1c",
    "/blog/1",
  ])("%j is not", (pathname) => {
    expect(isPagedListingPath(pathname)).toBe(false);
  });
});

describe("scrollDecision: history state", () => {
  it.each([{ subProductChange: true }, { noAutoScroll: true }])("keeps the position for %j", (state) => {
    expect(scrollDecision(at("/a"), to("/b", "", "", state), MOUNTED)).toEqual(KEEP);
    expect(scrollDecision(null, to("/b", "", "", state), { mounted: false })).toEqual(KEEP);
  });

  it("wins over a hash target", () => {
    expect(scrollDecision(at("/a"), to("/a", "", "#x", { noAutoScroll: true }), MOUNTED)).toEqual(KEEP);
  });

  it("does not keep for a state without the marks", () => {
    expect(scrollDecision(at("/a"), to("/b", "", "", { subProductChange: false }), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(at("/a"), to("/b", "", "", { from: "menu" }), MOUNTED)).toEqual(TOP);
  });
});

describe("scrollDecision: hash targets", () => {
  it("scrolls to the hash after 300 ms once mounted", () => {
    expect(scrollDecision(at("/a"), to("/b", "", "#reviews"), MOUNTED)).toEqual({
      kind: "hash",
      id: "reviews",
      delayMs: 300,
    });
  });

  it("waits 500 ms before the app has mounted", () => {
    expect(scrollDecision(null, to("/b", "", "#reviews"), { mounted: false })).toEqual({
      kind: "hash",
      id: "reviews",
      delayMs: 500,
    });
  });

  it("uses the mounted flag, not whether there was a previous location", () => {
    expect(scrollDecision(null, to("/b", "", "#x"), MOUNTED)).toMatchObject({ delayMs: 300 });
    expect(scrollDecision(at("/a"), to("/b", "", "#x"), { mounted: false })).toMatchObject({ delayMs: 500 });
  });

  it("decodes the id", () => {
    expect(scrollDecision(at("/a"), to("/a", "", "#%E0%B8%81%20x"), MOUNTED)).toMatchObject({ id: "ก x" });
    expect(scrollDecision(at("/a"), to("/a", "", "#bad%E0%A"), MOUNTED)).toMatchObject({ id: "bad%E0%A" });
  });

  it("applies on a same-page hash change and on paging with a hash", () => {
    expect(scrollDecision(at("/a"), to("/a", "", "#top"), MOUNTED)).toMatchObject({ kind: "hash", id: "top" });
    expect(pageChangeWithHash()).toMatchObject({ kind: "hash", id: "list" });
  });

  it("treats a bare # as no hash", () => {
    expect(scrollDecision(at("/a"), to("/b", "", "#"), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(null, to("/b", "", "#"), MOUNTED)).toEqual(KEEP);
  });

  function pageChangeWithHash() {
    return scrollDecision(at("/search", "?q=a"), to("/search", "?q=a&p_page=2", "#list"), MOUNTED);
  }
});

describe("scrollDecision: first load", () => {
  it("keeps the browser's position without a hash", () => {
    expect(scrollDecision(null, to("/"), { mounted: false })).toEqual(KEEP);
    expect(scrollDecision(null, to("/search", "?p_page=0"), { mounted: false })).toEqual(KEEP);
  });
});

describe("scrollDecision: paging on search and category pages", () => {
  const LISTINGS = ["/search", "/en/search", "/cn/search", "/category/shoes/12", "/en/category/men/shoes/12"];

  it.each(LISTINGS)("keeps the position when p_page changes to a positive number on %s", (pathname) => {
    expect(pageChange(pathname, "", "?p_page=2")).toEqual(P_PAGE);
    expect(pageChange(pathname, "?p_page=2", "?p_page=3")).toEqual(P_PAGE);
    expect(pageChange(pathname, "?p_page=3", "?p_page=1")).toEqual(P_PAGE);
    expect(pageChange(pathname, "?p_page=3", "?p_page=250")).toEqual(P_PAGE);
  });

  it.each(LISTINGS)("keeps the position when b_page changes to a positive number on %s", (pathname) => {
    expect(pageChange(pathname, "?q=x", "?q=x&b_page=2")).toEqual(B_PAGE);
    expect(pageChange(pathname, "?q=x&b_page=4", "?q=x&b_page=5")).toEqual(B_PAGE);
  });

  it("keeps the position relative to the product listing when both page parameters change", () => {
    expect(pageChange("/search", "?p_page=1&b_page=1", "?p_page=2&b_page=3")).toEqual(P_PAGE);
  });

  it("keeps the position when the other query parameters are only reordered", () => {
    expect(pageChange("/search", "?q=a&sort=new", "?sort=new&q=a&p_page=2")).toEqual(P_PAGE);
  });

  it("keeps the position when a page parameter is removed (page 1, as withPageParam writes it)", () => {
    expect(pageChange("/search", "?q=a&p_page=3", "?q=a")).toEqual(P_PAGE);
    expect(pageChange("/search", "?q=a&p_page=3", withPageParam("?q=a&p_page=3", "p_page", 1))).toEqual(P_PAGE);
  });

  it("keeps the position along pager links built with withPageParam", () => {
    let search = "?q=shoe";
    for (const page of [2, 3, 10, 1, 4]) {
      const next = withPageParam(search, "p_page", page);
      expect(pageChange("/category/shoes/12", search, next)).toEqual(P_PAGE);
      search = next;
    }
  });

  it.each(["0", "-1", "abc", "", "1.5", "01", "+2", "2x"])("scrolls to top when p_page changes to %j", (value) => {
    expect(pageChange("/search", "?p_page=2", `?p_page=${value}`)).toEqual(TOP);
    expect(pageChange("/category/shoes/12", "", `?b_page=${value}`)).toEqual(TOP);
  });

  it("scrolls to top when another parameter changes, with or without the page", () => {
    expect(pageChange("/search", "?q=a", "?q=b")).toEqual(TOP);
    expect(pageChange("/search", "?q=a&p_page=2", "?q=b&p_page=3")).toEqual(TOP);
    expect(pageChange("/search", "?p_page=2", "?p_page=3&sort=price")).toEqual(TOP);
    expect(pageChange("/category/shoes/12", "?p_page=2&color=red", "?p_page=3")).toEqual(TOP);
  });

  it("scrolls to top when one page parameter is valid and the other is not", () => {
    expect(pageChange("/search", "", "?p_page=2&b_page=0")).toEqual(TOP);
  });

  it("reads a repeated page parameter by its first value, as URLSearchParams.get does", () => {
    expect(pageChange("/search", "?p_page=2", "?p_page=3&p_page=x")).toEqual(P_PAGE);
    expect(pageChange("/search", "?p_page=2", "?p_page=x&p_page=3")).toEqual(TOP);
  });

  it("scrolls to top when nothing in the query changed (the same URL again)", () => {
    expect(pageChange("/search", "?p_page=2", "?p_page=2")).toEqual(TOP);
    expect(pageChange("/search", "", "")).toEqual(TOP);
  });

  it("scrolls to top when the pathname changes, even if only p_page differs", () => {
    expect(scrollDecision(at("/category/a/1"), to("/category/b/2", "?p_page=2"), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(at("/search"), to("/en/search", "?p_page=2"), MOUNTED)).toEqual(TOP);
  });

  it("scrolls to top for page parameters on other pages", () => {
    expect(pageChange("/", "", "?p_page=2")).toEqual(TOP);
    expect(pageChange("/about", "", "?p_page=2")).toEqual(TOP);
    expect(pageChange("/blog/1", "", "?b_page=2")).toEqual(TOP);
    expect(pageChange("/category/a/b/c/d", "", "?p_page=2")).toEqual(TOP);
    expect(pageChange("/product/shoe/6f1c", "", "?p_page=2")).toEqual(TOP);
  });

  it("scrolls to top for other paging-like parameters", () => {
    expect(pageChange("/search", "", "?page=2")).toEqual(TOP);
    expect(pageChange("/search", "", "?P_PAGE=2")).toEqual(TOP);
  });
});

describe("scrollDecision: any other navigation", () => {
  it("scrolls to top", () => {
    expect(scrollDecision(at("/"), to("/about"), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(at("/about"), to("/about"), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(at("/about"), to("/en/about"), MOUNTED)).toEqual(TOP);
    expect(scrollDecision(at("/about"), to("/about"), { mounted: false })).toEqual(TOP);
  });
});
