import { describe, expect, it } from "vitest";
import { MAX_PAGE, isPageNumberText, pageCount, pageNumbers, parsePageParam, withPageParam } from "./paging";

describe("isPageNumberText", () => {
  it.each(["1", "2", "10", "99999", "100000", "123456789012345678901234567890"])("accepts %j", (value) => {
    expect(isPageNumberText(value)).toBe(true);
  });

  it.each([null, undefined, "", "0", "00", "01", "-1", "+2", " 2", "2 ", "2.0", "1.5", "1e3", "abc", "2a", "０"])(
    "rejects %j",
    (value) => {
      expect(isPageNumberText(value)).toBe(false);
    },
  );
});

describe("parsePageParam", () => {
  it.each([
    ["1", 1],
    ["2", 2],
    ["17", 17],
    ["99999", 99999],
  ])("%j is page %d", (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });

  it.each([
    null,
    undefined,
    "",
    "0",
    "-1",
    "-5",
    "abc",
    "1.5",
    "2.0",
    "1e2",
    " 3",
    "3 ",
    "+3",
    "0x10",
    "Infinity",
    "NaN",
  ])("%j is page 1", (value) => {
    expect(parsePageParam(value)).toBe(1);
  });

  it("reads a leading zero as not a page number: page 1", () => {
    expect(parsePageParam("01")).toBe(1);
    expect(parsePageParam("007")).toBe(1);
  });

  it("caps huge pages at 100000", () => {
    expect(MAX_PAGE).toBe(100_000);
    expect(parsePageParam("100000")).toBe(100_000);
    expect(parsePageParam("100001")).toBe(100_000);
    expect(parsePageParam("9".repeat(400))).toBe(100_000);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [19, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [40, 20, 2],
    [41, 20, 3],
    [5, 1, 5],
    [1_000_000, 7, 142858],
  ])("%d items at %d a page fill %d pages", (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("throws a RangeError for total %d", (total) => {
    expect(() => pageCount(total, 10)).toThrow(RangeError);
    expect(() => pageCount(total, 10)).toThrow(/total/);
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])("throws a RangeError for perPage %d", (perPage) => {
    expect(() => pageCount(10, perPage)).toThrow(RangeError);
    expect(() => pageCount(10, perPage)).toThrow(/perPage/);
  });
});

describe("pageNumbers", () => {
  it("is empty when there are no pages", () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it("lists every page when there are few", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last, current±2 and gaps", () => {
    expect(pageNumbers(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("has no gap at the start near the first page", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });

  it("has no gap at the end near the last page", () => {
    expect(pageNumbers(20, 20)).toEqual([1, "gap", 18, 19, 20]);
    expect(pageNumbers(18, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("shows a single left-out page as its number instead of a gap", () => {
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "gap", 20]);
    expect(pageNumbers(17, 20)).toEqual([1, "gap", 15, 16, 17, 18, 19, 20]);
    expect(pageNumbers(1, 5, 1)).toEqual([1, 2, "gap", 5]);
    expect(pageNumbers(1, 4, 1)).toEqual([1, 2, 3, 4]);
  });

  it("starts a gap at two left-out pages", () => {
    expect(pageNumbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
    expect(pageNumbers(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
  });

  it("honours the window", () => {
    expect(pageNumbers(10, 20, 0)).toEqual([1, "gap", 10, "gap", 20]);
    expect(pageNumbers(10, 20, 1)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageNumbers(10, 20, 3)).toEqual([1, "gap", 7, 8, 9, 10, 11, 12, 13, "gap", 20]);
    expect(pageNumbers(10, 20, 100)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("clamps current into 1..count", () => {
    expect(pageNumbers(0, 20)).toEqual(pageNumbers(1, 20));
    expect(pageNumbers(-3, 20)).toEqual(pageNumbers(1, 20));
    expect(pageNumbers(99, 20)).toEqual(pageNumbers(20, 20));
  });

  it("always contains the first, the last and the current page, ascending, without adjacent gaps", () => {
    for (let count = 1; count <= 30; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageNumbers(current, count);
        const numbers = items.filter((item): item is number => item !== "gap");
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        items.forEach((item, index) => {
          if (item === "gap") {
            const before = items[index - 1] as number;
            const after = items[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          }
        });
        numbers.slice(1).forEach((page, index) => {
          const gapBetween = items[items.indexOf(page) - 1] === "gap";
          if (!gapBetween) expect(page - (numbers[index] as number)).toBe(1);
        });
      }
    }
  });

  it.each([1.5, Number.NaN])("throws a RangeError for current %d", (current) => {
    expect(() => pageNumbers(current, 10)).toThrow(/current/);
  });

  it.each([-1, 1.5, Number.NaN])("throws a RangeError for count %d", (count) => {
    expect(() => pageNumbers(1, count)).toThrow(/count/);
  });

  it.each([-1, 0.5, Number.NaN])("throws a RangeError for window %d", (window) => {
    expect(() => pageNumbers(1, 10, window)).toThrow(RangeError);
    expect(() => pageNumbers(1, 10, window)).toThrow(/window/);
  });
});

describe("withPageParam", () => {
  it("adds the parameter to an empty query", () => {
    expect(withPageParam("", "p_page", 2)).toBe("?p_page=2");
    expect(withPageParam("?", "b_page", 3)).toBe("?b_page=3");
  });

  it("appends it after other parameters", () => {
    expect(withPageParam("?q=shoe", "p_page", 2)).toBe("?q=shoe&p_page=2");
    expect(withPageParam("q=shoe", "p_page", 2)).toBe("?q=shoe&p_page=2");
  });

  it("replaces it in place, keeping the order of the others", () => {
    expect(withPageParam("?a=1&p_page=2&b=3", "p_page", 5)).toBe("?a=1&p_page=5&b=3");
    expect(withPageParam("?p_page=2&b_page=4", "b_page", 7)).toBe("?p_page=2&b_page=7");
  });

  it("removes repeated occurrences, keeping the first position", () => {
    expect(withPageParam("?p_page=1&x=y&p_page=3", "p_page", 4)).toBe("?p_page=4&x=y");
  });

  it("removes it for page 1", () => {
    expect(withPageParam("?p_page=3", "p_page", 1)).toBe("");
    expect(withPageParam("?q=a&p_page=3&r=b", "p_page", 1)).toBe("?q=a&r=b");
    expect(withPageParam("?p_page=3&p_page=4&q=a", "p_page", 1)).toBe("?q=a");
    expect(withPageParam("?q=a", "p_page", 1)).toBe("?q=a");
    expect(withPageParam("", "p_page", 1)).toBe("");
  });

  it("leaves the other page parameter alone", () => {
    expect(withPageParam("?p_page=2&b_page=3", "p_page", 1)).toBe("?b_page=3");
    expect(withPageParam("?b_page=3", "p_page", 2)).toBe("?b_page=3&p_page=2");
  });

  it("keeps other parameters exactly as written", () => {
    expect(withPageParam("?q=%E0%B8%81+x&tag=a%20b&flag", "p_page", 2)).toBe("?q=%E0%B8%81+x&tag=a%20b&flag&p_page=2");
    expect(withPageParam("?bad=%E0%A", "p_page", 2)).toBe("?bad=%E0%A&p_page=2");
  });

  it("recognises the parameter without a value or with an encoded name", () => {
    expect(withPageParam("?p_page&q=1", "p_page", 2)).toBe("?p_page=2&q=1");
    expect(withPageParam("?p%5Fpage=9", "p_page", 2)).toBe("?p_page=2");
  });

  it("does not match a parameter that merely contains the name", () => {
    expect(withPageParam("?xp_page=9&p_pages=1", "p_page", 2)).toBe("?xp_page=9&p_pages=1&p_page=2");
  });

  it("drops empty segments", () => {
    expect(withPageParam("?&a=1&&", "p_page", 2)).toBe("?a=1&p_page=2");
  });

  it("round-trips with parsePageParam", () => {
    for (const page of [1, 2, 3, 50, 99999]) {
      const search = withPageParam("?q=x", "p_page", page);
      expect(parsePageParam(new URLSearchParams(search).get("p_page"))).toBe(page);
    }
  });

  it.each([0, -1, 1.5, Number.NaN])("throws a RangeError for page %d", (page) => {
    expect(() => withPageParam("", "p_page", page)).toThrow(RangeError);
    expect(() => withPageParam("", "p_page", page)).toThrow(/page/);
  });
});
