import { describe, expect, it } from "vitest";
import { isMyCouponsQuery, myCouponsHref } from "./myCoupons";

describe("isMyCouponsQuery", () => {
  it.each([
    ["?mine=1", true],
    ["mine=1", true],
    ["?p=2&mine=1", true],
    ["", false],
    ["?mine=0", false],
    ["?mine=", false],
    ["?mine=true", false],
    ["?minex=1", false],
  ])("%s → %s", (search, mine) => {
    expect(isMyCouponsQuery(search)).toBe(mine);
  });
});

describe("myCouponsHref", () => {
  it.each([
    ["/coupons", "/coupons?mine=1"],
    ["/en/coupons", "/en/coupons?mine=1"],
    ["/coupons?from=menu", "/coupons?from=menu&mine=1"],
    ["/coupons?mine=0", "/coupons?mine=1"],
    ["/coupons#top", "/coupons?mine=1#top"],
    ["/คูปอง", "/คูปอง?mine=1"],
  ])("%s → %s", (url, href) => {
    expect(myCouponsHref(url)).toBe(href);
  });

  it("asks for what it makes", () => {
    expect(isMyCouponsQuery(new URL(myCouponsHref("/coupons?a=b"), "https://shop.test").search)).toBe(true);
  });
});
