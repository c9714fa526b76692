// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentLang } from "~/lib/localePath";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { mountWidget } from "../../tests/renderWidget";
import * as fixtures from "../../stories/fixtures/coupon-list";
import { resolvedSetting } from "../../stories/resolvedSetting";
import { CouponListView } from "./CouponListView";
import type { CouponListData } from "./useCouponList";

function renderList(lang: ContentLang, data: CouponListData, setting = fixtures.couponListSetting, mine = false) {
  return mountWidget(
    <CouponListView
      ukey="c"
      setting={resolvedSetting("coupon-list", setting)}
      data={data}
      now={fixtures.couponStoryNow}
      onClaimed={() => {}}
      onRefused={() => {}}
      mine={mine}
    />,
    {
      url: lang === "en" ? "/en/coupons" : "/coupons",
      stores: { host: "shop.test", apiBaseUrl: "http://shop.test", shopId: 1 },
    },
  );
}

const statusOf = (code: string) => {
  const card = document.querySelector(`li[data-code="${code}"]`);
  if (!(card instanceof HTMLElement)) throw new Error(`no card ${code}`);
  return { card, status: within(card).getByRole("status") };
};

describe("coupon-list", () => {
  afterEach(cleanup);

  it("its story setting is valid against the schema", async () => {
    const check = (await createNodeValidator()).checkSetting("coupon-list", fixtures.couponListSetting);
    expect(check.valid ? [] : check.errors).toEqual([]);
  });

  it.each([
    ["en", "NEWYEAR", "Not available to claim yet", "Claimable from 10:00 on 1 Jan 2027"],
    ["th", "NEWYEAR", "ยังไม่ถึงเวลาเก็บคูปอง", "เก็บได้ตั้งแต่ 10:00 น. วันที่ 1 ม.ค. 2570"],
    ["en", "NOV11", "Coupon expired", null],
    ["en", "FLASH", "No coupons left", "All have been claimed"],
    ["th", "FLASH", "คูปองหมดแล้ว", "สิทธิ์ถูกเก็บครบแล้ว"],
    ["en", "USED", "Already used", null],
    ["th", "USED", "ใช้คูปองนี้แล้ว", null],
    ["en", "LATER", "Not valid for use yet", "Usable from 10:00 on 20 Dec 2026"],
    ["en", "FOREVER", "Already claimed", "Choose it on the order summary at checkout"],
    ["th", "FOREVER", "เก็บคูปองแล้ว", null],
  ] as const)("%s %s shows %s and its remedy without a press", (lang, code, message, remedy) => {
    renderList(lang, fixtures.couponsEveryState);
    const { card, status } = statusOf(code);
    expect(status.textContent).toContain(message);
    if (remedy) expect(status.textContent).toContain(remedy);
    expect(within(card).queryByRole("button", { name: lang === "en" ? "Claim" : "เก็บคูปอง" })).toBeNull();
  });

  it("a list heading at level one makes the coupons' titles level two; the default, two and three", () => {
    renderList("en", fixtures.couponsEveryState, { ...fixtures.couponListSetting, headingLevel: 1 });
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Coupons"]);
    expect(within(statusOf("FOREVER").card).getByRole("heading", { level: 2 })).toBeTruthy();
    cleanup();
    renderList("en", fixtures.couponsEveryState);
    expect(screen.queryAllByRole("heading", { level: 1 })).toEqual([]);
    expect(within(statusOf("FOREVER").card).getByRole("heading", { level: 3 })).toBeTruthy();
  });

  it("shows the coupon's facts: code, type, cap, minimum spend, periods, quantity and the terms in a disclosure", () => {
    renderList("en", fixtures.couponsEveryState);
    const { card } = statusOf("WELCOME10");
    for (const text of ["WELCOME10", "Discount", "10% off", "฿100.00", "฿300.00", "312 of 500 left"]) {
      expect(card.textContent).toContain(text);
    }
    expect(card.textContent).toContain("10:00 on 1 Dec 2026 – 00:00 on 1 Jan 2027");
    expect(statusOf("FOREVER").card.textContent).toContain("no end date");
    expect(statusOf("FREESHIP").card.textContent).toContain("Unlimited");
    expect(card.querySelector("details summary")?.textContent).toBe("Terms and how to use");
  });

  it.each([
    ["en", "Claim", "Please log in", "Log in"],
    ["th", "เก็บคูปอง", "กรุณาเข้าสู่ระบบ", "เข้าสู่ระบบ"],
  ] as const)(
    "a guest pressing Claim (%s) is asked to log in, with a log-in button",
    async (lang, claim, message, button) => {
      renderList(lang, fixtures.couponsGuest);
      const { card, status } = statusOf("WELCOME10");
      expect(status.textContent).toBe("");
      await act(async () => fireEvent.click(within(card).getByRole("button", { name: claim })));
      expect(status.textContent).toContain(message);
      expect(within(status).getByRole("button", { name: button })).toBeTruthy();
    },
  );

  it("a shopper who is no member pressing Claim on a members-only coupon gets the membership link", async () => {
    renderList("en", fixtures.couponsEveryState);
    const { card, status } = statusOf("MEMBER50");
    await act(async () => fireEvent.click(within(card).getByRole("button", { name: "Claim" })));
    expect(status.textContent).toContain("User conditions not met");
    expect(screen.getByRole("link", { name: "Join the membership" }).getAttribute("href")).toBe("/en/membership");
  });

  it("My coupons lists only the claimed ones, used ones too, with the way to all the shop's coupons", () => {
    renderList("en", fixtures.couponsEveryState, fixtures.couponListSetting, true);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("My coupons");
    const codes = [...document.querySelectorAll("li[data-code]")].map((card) => card.getAttribute("data-code"));
    const claimed = fixtures.couponsEveryState.coupons.filter((coupon) => coupon.claimed).map((coupon) => coupon.code);
    expect(codes).toEqual(claimed);
    expect(codes).toContain("USED");
    expect(screen.getByRole("link", { name: "See all the shop's coupons" }).getAttribute("href")).toBe("/en/coupons");
  });

  it("My coupons tells a shopper with none so, and a guest to log in", () => {
    const none = { ...fixtures.couponsEveryState, coupons: fixtures.couponsGuest.coupons };
    renderList("th", none, fixtures.couponListSetting, true);
    expect(document.body.textContent).toContain("คุณยังไม่ได้เก็บคูปอง");
    expect(document.body.textContent).not.toContain("ยังไม่มีคูปองในขณะนี้");
    cleanup();
    renderList("th", fixtures.couponsGuest, fixtures.couponListSetting, true);
    expect(document.querySelectorAll("li[data-code]")).toHaveLength(0);
    expect(document.body.textContent).toContain("เข้าสู่ระบบเพื่อดูคูปองที่คุณเก็บไว้");
    expect(screen.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeTruthy();
  });
});
