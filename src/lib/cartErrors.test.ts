import { createIntl } from "@formatjs/intl";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import th from "../../locales/th.json";
import { CART_ERROR_MESSAGE_LIMIT, CART_ERROR_MESSAGE_MAX_LENGTH, cartErrorMessages } from "./cartErrors";

const intls = {
  th: createIntl<ReactNode>({ locale: "th-TH", messages: th, onError: () => {} }),
  en: createIntl<ReactNode>({ locale: "en-US", messages: en, onError: () => {} }),
};

/** Every key of the §8 table, plus BOT_NOT_ALLOWED and TOO_MANY_CARTS (our shop API refuses bots and floods). */
const KEYS = [
  "NO_PRODUCT",
  "NOPRODUCT",
  "HIDDEN",
  "NOSELL",
  "NOSTOCK",
  "BUY-WEB_CORRUPTION",
  "INVALID_POINT",
  "INVALID_BANK",
  "USE>POINT",
  "POINT>NET",
  "AMLO_LIMIT",
  "PERMISSION_DENIED",
  "INVALID_SHIPPINGTYPE",
  "BELOW_QUANTITY",
  "OVER_QUANTITY",
  "ACCOUNT_LIMIT_REQUIRED_LOGIN",
  "OVER_QUANTITY_ACCOUNT_ORDERED",
  "OVER_QUANTITY_ACCOUNT",
  "PRODUCT-OVER_QUANTITY",
  "OVER_TOTAL_QUANTITY",
  "ORDER_LIMIT_MAX_PRICE",
  "ORDER_LIMIT_MIN_PRICE",
  "COUPON_CODE_NOT_FOUND",
  "BOT_NOT_ALLOWED",
  "TOO_MANY_CARTS",
] as const;
type Key = (typeof KEYS)[number];

/** A problem with every field its message could use. */
const full = (key: string) => ({
  key,
  uuid: "u-1",
  name: "ผงมัทฉะ",
  unit: "ถุง",
  remaining: 1,
  limit: 5,
  ordered: 2,
  amount: 1500,
});
/** The same problem with no name. */
const unnamed = (key: string) => ({ ...full(key), name: undefined });
const problems = (...errors: unknown[]) => ({ success: false, key: "CART_INVALID", error_data: { errors } });

const NO_LONGER = { th: "ผงมัทฉะ ไม่สามารถสั่งซื้อได้แล้ว", en: "ผงมัทฉะ can no longer be ordered" };
const NO_LONGER_UNNAMED = { th: "สินค้านี้ไม่สามารถสั่งซื้อได้แล้ว", en: "This product can no longer be ordered" };

/** The expected texts: [with every field, with no name, the bare key]. */
const EXPECTED: Record<Key, Record<"th" | "en", [string, string, string]>> = {
  NO_PRODUCT: {
    th: [NO_LONGER.th, NO_LONGER_UNNAMED.th, NO_LONGER_UNNAMED.th],
    en: [NO_LONGER.en, NO_LONGER_UNNAMED.en, NO_LONGER_UNNAMED.en],
  },
  NOPRODUCT: {
    th: [NO_LONGER.th, NO_LONGER_UNNAMED.th, NO_LONGER_UNNAMED.th],
    en: [NO_LONGER.en, NO_LONGER_UNNAMED.en, NO_LONGER_UNNAMED.en],
  },
  HIDDEN: {
    th: [NO_LONGER.th, NO_LONGER_UNNAMED.th, NO_LONGER_UNNAMED.th],
    en: [NO_LONGER.en, NO_LONGER_UNNAMED.en, NO_LONGER_UNNAMED.en],
  },
  NOSELL: {
    th: [NO_LONGER.th, NO_LONGER_UNNAMED.th, NO_LONGER_UNNAMED.th],
    en: [NO_LONGER.en, NO_LONGER_UNNAMED.en, NO_LONGER_UNNAMED.en],
  },
  NOSTOCK: {
    th: ["สินค้าไม่พอ: ผงมัทฉะ เหลือเพียง 1 ถุง", "สินค้าไม่พอ: สินค้านี้ เหลือเพียง 1 ถุง", "สินค้าไม่พอ"],
    en: [
      "Not enough stock: ผงมัทฉะ has only 1 ถุง left",
      "Not enough stock: this product has only 1 ถุง left",
      "Not enough stock",
    ],
  },
  "BUY-WEB_CORRUPTION": {
    th: Array(3).fill("ร้านค้านี้ถูกระงับ ไม่สามารถสั่งซื้อได้") as [string, string, string],
    en: Array(3).fill("This shop is suspended and cannot take orders") as [string, string, string],
  },
  INVALID_POINT: {
    th: Array(3).fill("กรุณากรอกจำนวนพอยต์ที่ต้องการใช้เป็นตัวเลข") as [string, string, string],
    en: Array(3).fill("Enter the number of points to use") as [string, string, string],
  },
  INVALID_BANK: {
    th: Array(3).fill("กรุณาเลือกธนาคารที่ถูกต้อง") as [string, string, string],
    en: Array(3).fill("Please choose a valid bank") as [string, string, string],
  },
  "USE>POINT": {
    th: Array(3).fill("จำนวนพอยต์ที่ใช้มากกว่าพอยต์ที่คุณมี") as [string, string, string],
    en: Array(3).fill("You are using more points than you have") as [string, string, string],
  },
  "POINT>NET": {
    th: Array(3).fill("จำนวนพอยต์ที่ใช้ต้องไม่เกินยอดสั่งซื้อ") as [string, string, string],
    en: Array(3).fill("Points used cannot exceed the order total") as [string, string, string],
  },
  AMLO_LIMIT: {
    th: [
      "ตามมาตรการป้องกันการฟอกเงินของผู้ให้บริการชำระเงิน ไม่สามารถสั่งซื้อเกิน ฿1,500.00 ต่อคำสั่งซื้อ",
      "ตามมาตรการป้องกันการฟอกเงินของผู้ให้บริการชำระเงิน ไม่สามารถสั่งซื้อเกิน ฿1,500.00 ต่อคำสั่งซื้อ",
      "ตามมาตรการป้องกันการฟอกเงินของผู้ให้บริการชำระเงิน ไม่สามารถสั่งซื้อเกิน ฿30,000.00 ต่อคำสั่งซื้อ",
    ],
    en: [
      "Under the payment provider’s anti-money-laundering rules, orders over ฿1,500.00 are not allowed",
      "Under the payment provider’s anti-money-laundering rules, orders over ฿1,500.00 are not allowed",
      "Under the payment provider’s anti-money-laundering rules, orders over ฿30,000.00 are not allowed",
    ],
  },
  PERMISSION_DENIED: {
    th: Array(3).fill("กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ") as [string, string, string],
    en: Array(3).fill("Please log in to continue") as [string, string, string],
  },
  INVALID_SHIPPINGTYPE: {
    th: Array(3).fill("วิธีจัดส่งไม่ถูกต้อง กรุณาเลือกใหม่") as [string, string, string],
    en: Array(3).fill("Please choose a valid shipping method") as [string, string, string],
  },
  BELOW_QUANTITY: {
    th: ["ผงมัทฉะ: สั่งซื้อขั้นต่ำ 5 ถุง", "สั่งซื้อขั้นต่ำ 5 ถุง", "สั่งซื้อน้อยกว่าจำนวนขั้นต่ำ"],
    en: ["ผงมัทฉะ: minimum order 5 ถุง", "Minimum order 5 ถุง", "Below the minimum order quantity"],
  },
  OVER_QUANTITY: {
    th: ["ผงมัทฉะ: สั่งซื้อได้สูงสุด 5 ถุง ต่อคำสั่งซื้อ", "สั่งซื้อได้สูงสุด 5 ถุง ต่อคำสั่งซื้อ", "เกินจำนวนสูงสุดต่อคำสั่งซื้อ"],
    en: ["ผงมัทฉะ: at most 5 ถุง per order", "At most 5 ถุง per order", "Over the maximum quantity per order"],
  },
  ACCOUNT_LIMIT_REQUIRED_LOGIN: {
    th: [
      "ผงมัทฉะ จำกัด 1 ชิ้นต่อคน กรุณาเข้าสู่ระบบเพื่อสั่งซื้อ",
      "สินค้านี้จำกัด 1 ชิ้นต่อคน กรุณาเข้าสู่ระบบเพื่อสั่งซื้อ",
      "สินค้านี้จำกัด 1 ชิ้นต่อคน กรุณาเข้าสู่ระบบเพื่อสั่งซื้อ",
    ],
    en: [
      "ผงมัทฉะ is limited to 1 per person: please log in to order",
      "Limited to 1 per person: please log in to order",
      "Limited to 1 per person: please log in to order",
    ],
  },
  OVER_QUANTITY_ACCOUNT_ORDERED: {
    th: ["ผงมัทฉะ: จำกัด 5 ถุง ต่อคน (คุณซื้อไปแล้ว 2 ถุง)", "จำกัด 5 ถุง ต่อคน (คุณซื้อไปแล้ว 2 ถุง)", "เกินจำนวนที่จำกัดต่อคน"],
    en: [
      "ผงมัทฉะ: limit 5 ถุง per person (you have already bought 2 ถุง)",
      "Limit 5 ถุง per person (you have already bought 2 ถุง)",
      "Over the per-person limit",
    ],
  },
  OVER_QUANTITY_ACCOUNT: {
    th: ["ผงมัทฉะ: จำกัด 5 ถุง ต่อคน", "จำกัด 5 ถุง ต่อคน", "เกินจำนวนที่จำกัดต่อคน"],
    en: ["ผงมัทฉะ: limit 5 ถุง per person", "Limit 5 ถุง per person", "Over the per-person limit"],
  },
  "PRODUCT-OVER_QUANTITY": {
    th: ["ผงมัทฉะ: จำกัดการซื้อ 5 ถุง", "จำกัดการซื้อ 5 ถุง", "เกินจำนวนที่จำกัดการซื้อของสินค้านี้"],
    en: ["ผงมัทฉะ: purchase limit 5 ถุง", "Purchase limit 5 ถุง", "Over the purchase limit of this product"],
  },
  OVER_TOTAL_QUANTITY: {
    th: ["ตะกร้ามีสินค้าได้สูงสุด 5 ชิ้น", "ตะกร้ามีสินค้าได้สูงสุด 5 ชิ้น", "จำนวนสินค้าในตะกร้าเกินกำหนด"],
    en: ["At most 5 items per cart", "At most 5 items per cart", "Too many items in the cart"],
  },
  ORDER_LIMIT_MAX_PRICE: {
    th: ["ยอดสั่งซื้อต้องไม่เกิน ฿1,500.00", "ยอดสั่งซื้อต้องไม่เกิน ฿1,500.00", "ยอดสั่งซื้อเกินยอดสูงสุดที่กำหนด"],
    en: ["Orders cannot exceed ฿1,500.00", "Orders cannot exceed ฿1,500.00", "The order total is over the maximum"],
  },
  ORDER_LIMIT_MIN_PRICE: {
    th: ["ยอดสั่งซื้อขั้นต่ำ ฿1,500.00", "ยอดสั่งซื้อขั้นต่ำ ฿1,500.00", "ยอดสั่งซื้อไม่ถึงยอดขั้นต่ำ"],
    en: ["The minimum order is ฿1,500.00", "The minimum order is ฿1,500.00", "The order total is below the minimum"],
  },
  COUPON_CODE_NOT_FOUND: {
    th: Array(3).fill("ไม่พบคูปอง คูปองถูกใช้หมดแล้ว หรือไม่ตรงตามเงื่อนไข") as [string, string, string],
    en: Array(3).fill("Coupon not found, used up, or its conditions are not met") as [string, string, string],
  },
  BOT_NOT_ALLOWED: {
    th: Array(3).fill("ระบบอัตโนมัติไม่สามารถใช้ตะกร้าสินค้าได้") as [string, string, string],
    en: Array(3).fill("Automated visitors cannot use the cart") as [string, string, string],
  },
  TOO_MANY_CARTS: {
    th: Array(3).fill("มีการสร้างตะกร้าใหม่จากเครือข่ายของคุณมากเกินไป กรุณาลองใหม่ในอีกสักครู่") as [string, string, string],
    en: Array(3).fill("Too many new carts were started from your network. Please try again in a few minutes.") as [
      string,
      string,
      string,
    ],
  },
};

describe("locale texts", () => {
  it.each(["th", "en"] as const)("%s has the toast title and a message for every §8 key", (lang) => {
    const messages: Record<string, string> = lang === "th" ? th : en;
    expect(messages["cart.refusedTitle"]).toBe(lang === "th" ? "กรุณาตรวจสอบอีกครั้ง" : "Please check again");
    for (const key of KEYS) expect(messages[`cart.error.${key}`], key).toBeTruthy();
  });
});

describe.each(["th", "en"] as const)("cartErrorMessages in %s", (lang) => {
  const intl = intls[lang];
  const messages = (body: unknown) => cartErrorMessages(body, intl);
  const generic = lang === "th" ? th["common.somethingWrong"] : en["common.somethingWrong"];

  describe.each(KEYS)("%s", (key) => {
    const [withAll, withoutName, bare] = EXPECTED[key][lang];

    it("reads a full problem", () => {
      expect(messages(problems(full(key)))).toEqual([withAll]);
    });

    it("reads well with no name (absent or empty)", () => {
      expect(messages(problems(unnamed(key)))).toEqual([withoutName]);
      expect(messages(problems({ ...full(key), name: "" }))).toEqual([withoutName]);
      expect(messages(problems({ ...full(key), name: "   " }))).toEqual([withoutName]);
    });

    it("reads well as a bare key (problem, string, or the body's key)", () => {
      expect(messages(problems({ key }))).toEqual([bare]);
      expect(messages(problems(key))).toEqual([bare]);
      expect(messages({ success: false, key })).toEqual([bare]);
    });

    it("leaves no placeholder, doubled space or dangling punctuation", () => {
      for (const text of [withAll, withoutName, bare, ...messages(problems({ key, limit: 3, remaining: 2 }))]) {
        expect(text).not.toMatch(/[{}]|\s{2}|\s[),:]|^\s|\s$|undefined|NaN/);
      }
    });
  });

  it("shows NOSTOCK's remaining amount and unit with one space (the e2e looks for it)", () => {
    const [text] = messages(problems({ key: "NOSTOCK", name: "ข้าวหอม", unit: "ถุง", remaining: 1 }));
    expect(text).toContain("1 ถุง");
    expect(text).toContain("ข้าวหอม");
  });

  it("says out of stock for NOSTOCK with nothing left", () => {
    expect(messages(problems({ key: "NOSTOCK", name: "ชา", unit: "ถุง", remaining: 0 }))).toEqual([
      lang === "th" ? "สินค้าหมด: ชา" : "Out of stock: ชา",
    ]);
    expect(messages(problems({ key: "NOSTOCK", remaining: 0 }))).toEqual([lang === "th" ? "สินค้าหมด" : "Out of stock"]);
  });

  it("groups large quantities and leaves out a missing unit", () => {
    const [text] = messages(problems({ key: "OVER_QUANTITY", name: "A", limit: 12000 }));
    expect(text).toContain("12,000");
    expect(text).toBe(lang === "th" ? "A: สั่งซื้อได้สูงสุด 12,000 ต่อคำสั่งซื้อ" : "A: at most 12,000 per order");
  });

  it("formats amounts as baht with satang", () => {
    const [text] = messages(problems({ key: "ORDER_LIMIT_MIN_PRICE", amount: 99.5 }));
    expect(text).toContain("฿99.50");
  });

  it("lists every problem in order", () => {
    expect(messages(problems(full("NOSTOCK"), full("ORDER_LIMIT_MAX_PRICE")))).toEqual([
      EXPECTED.NOSTOCK[lang][0],
      EXPECTED.ORDER_LIMIT_MAX_PRICE[lang][0],
    ]);
  });

  it("gives identical messages once", () => {
    expect(
      messages(problems({ key: "HIDDEN" }, { key: "NOSELL" }, "NOPRODUCT", { key: "COUPON_CODE_NOT_FOUND" })),
    ).toEqual([EXPECTED.HIDDEN[lang][2], EXPECTED.COUPON_CODE_NOT_FOUND[lang][2]]);
    expect(messages({ error_messages: ["Same", "Same", "Other"] })).toEqual(["Same", "Other"]);
  });

  describe("unknown keys", () => {
    it("are never shown as the key: the generic text instead", () => {
      expect(messages(problems({ key: "SOMETHING_NEW", name: "x" }))).toEqual([generic]);
      expect(messages(problems("SOMETHING_NEW"))).toEqual([generic]);
      expect(messages({ success: false, key: "WEIRD_KEY" })).toEqual([generic]);
      expect(messages({ success: false, key: "NO_AUTH", message: "Please log in" })).toEqual([generic]);
      expect(messages(problems(full("NOSTOCK"), "SOMETHING_NEW"))).toEqual([EXPECTED.NOSTOCK[lang][0], generic]);
    });

    it("are not looked up by prototype names or prefixes", () => {
      expect(messages(problems("constructor", "toString", "title", "__proto__"))).toEqual([
        "constructor",
        "toString",
        "title",
        "__proto__",
      ]);
    });
  });

  describe("sources, in §8 order", () => {
    it("uses data.msg before anything else", () => {
      expect(
        messages({ data: { msg: "Server says no" }, error_data: { errors: [full("NOSTOCK")] }, key: "NOSTOCK" }),
      ).toEqual(["Server says no"]);
    });

    it("skips a data.msg that is not a non-empty string", () => {
      for (const msg of [null, 42, "", "   ", ["a"], { text: "a" }]) {
        expect(messages({ data: { msg }, error_data: { errors: [{ key: "INVALID_BANK" }] } }), String(msg)).toEqual([
          EXPECTED.INVALID_BANK[lang][2],
        ]);
      }
    });

    it("uses error_data.errors: problems and strings, skipping junk entries", () => {
      expect(
        messages(problems(null, 42, { key: "" }, {}, { name: "no key" }, "INVALID_BANK", "Free text", full("NOSTOCK"))),
      ).toEqual([EXPECTED.INVALID_BANK[lang][2], "Free text", EXPECTED.NOSTOCK[lang][0]]);
    });

    it("falls back to error_messages as a string, a list or an object of strings and lists", () => {
      expect(messages({ error_messages: "Only one" })).toEqual(["Only one"]);
      expect(messages({ error_messages: ["One", 2, null, "Two"] })).toEqual(["One", "Two"]);
      expect(messages({ error_messages: { quantity: "Too many", items: ["Bad item", "Worse item"], x: 5 } })).toEqual([
        "Too many",
        "Bad item",
        "Worse item",
      ]);
    });

    it("translates an error_messages entry that is a §8 key", () => {
      expect(messages({ error_messages: ["PERMISSION_DENIED"] })).toEqual([EXPECTED.PERMISSION_DENIED[lang][2]]);
    });

    it("uses error_messages when error_data gives nothing", () => {
      expect(messages({ error_data: { errors: [] }, error_messages: ["From messages"] })).toEqual(["From messages"]);
      expect(messages({ error_data: null, error_messages: ["From messages"] })).toEqual(["From messages"]);
    });

    it("falls back to data: a string or an object of strings and lists", () => {
      expect(messages({ data: "Plain data" })).toEqual(["Plain data"]);
      expect(messages({ data: { a: "First", b: ["Second", "Third"], n: 3 } })).toEqual(["First", "Second", "Third"]);
    });

    it("never shows the cart secret or ids from data", () => {
      const shown = messages({ data: { cart_id: "c-1", cart_secret: "s3cret", items: [] }, key: "CART_FAIL" });
      expect(shown.join(" ")).not.toMatch(/s3cret|c-1/);
    });

    it("falls back to the body's key", () => {
      expect(messages({ success: false, key: "NOSTOCK", error_messages: [], data: {} })).toEqual([
        EXPECTED.NOSTOCK[lang][2],
      ]);
    });

    it("falls back to the generic message", () => {
      expect(generic).toBeTruthy();
      expect(messages({})).toEqual([generic]);
      expect(messages({ success: false, key: "" })).toEqual([generic]);
      expect(messages({ data: { msg: "" }, error_data: { errors: [] }, error_messages: {}, data2: "x" })).toEqual([
        generic,
      ]);
    });
  });

  describe("junk bodies", () => {
    it.each([
      null,
      undefined,
      0,
      42,
      Number.NaN,
      "",
      "NOSTOCK",
      true,
      [],
      [{ key: "NOSTOCK" }],
      () => "x",
      Symbol("s"),
      10n,
      new Date(0),
    ])("gives the generic message for %s", (body) => {
      expect(messages(body)).toEqual([generic]);
    });

    it("never throws on deep or odd junk", () => {
      let deep: unknown = "bottom";
      for (let i = 0; i < 10_000; i++) deep = { data: deep, error_data: { errors: [deep] } };
      const bodies: unknown[] = [
        deep,
        { error_data: { errors: "NOSTOCK" } },
        { error_data: { errors: { key: "NOSTOCK" } } },
        { error_data: { errors: [[["NOSTOCK"]]] } },
        { error_messages: { a: { b: { c: "deep" } } } },
        {
          error_data: { errors: [{ key: "NOSTOCK", remaining: "many", limit: {}, amount: "lots", name: 5, unit: [] }] },
        },
        { error_data: { errors: [{ key: "ORDER_LIMIT_MAX_PRICE", amount: Number.POSITIVE_INFINITY }] } },
        { error_data: { errors: [{ key: "NOSTOCK", remaining: Number.NaN }] } },
        Object.create(null),
        new Proxy(
          {},
          {
            get: () => {
              throw new Error("boom");
            },
          },
        ),
        {
          get data(): unknown {
            throw new Error("getter");
          },
        },
        {
          error_data: {
            get errors(): unknown {
              throw new Error("getter");
            },
          },
          error_messages: "After",
        },
      ];
      for (const body of bodies) {
        const shown = messages(body);
        expect(Array.isArray(shown)).toBe(true);
        expect(shown.length).toBeGreaterThan(0);
        for (const text of shown) expect(typeof text).toBe("string");
      }
    });

    it("reads bad numbers as missing", () => {
      expect(messages(problems({ key: "NOSTOCK", remaining: "many" }))).toEqual([EXPECTED.NOSTOCK[lang][2]]);
      expect(messages(problems({ key: "ORDER_LIMIT_MAX_PRICE", amount: Number.POSITIVE_INFINITY }))).toEqual([
        EXPECTED.ORDER_LIMIT_MAX_PRICE[lang][2],
      ]);
    });

    it("keeps a toast short when the answer holds thousands of messages", () => {
      const errors = Array.from({ length: 5000 }, (_, i) => `Message ${i}`);
      const shown = messages(problems(...errors));
      expect(shown).toHaveLength(CART_ERROR_MESSAGE_LIMIT);
      expect(shown[0]).toBe("Message 0");
    });

    it("cuts a very long message", () => {
      const [shown] = messages({ data: { msg: "ก".repeat(10_000) } });
      expect(shown).toHaveLength(CART_ERROR_MESSAGE_MAX_LENGTH);
      expect(shown?.endsWith("…")).toBe(true);
    });
  });
});

describe("the cart's own problems (CartStore), told in the shopper's language", () => {
  const told = (key: string) => ({ key, error_data: { errors: [{ key, limit: 100 }] } });
  it.each([
    ["CART_LINES_LIMIT", "ตะกร้าสินค้าใส่สินค้าได้สูงสุด 100 รายการ", "A cart holds at most 100 products"],
    [
      "CART_LINES_DROPPED",
      "ตะกร้าที่บันทึกไว้มีสินค้าเกิน 100 รายการ จึงเก็บไว้เพียง 100 รายการแรก",
      "Your saved cart had more than 100 products: only the first 100 were kept",
    ],
    [
      "CART_NOT_SAVED",
      "ไม่สามารถบันทึกตะกร้าสินค้าได้ในขณะนี้ สินค้าของคุณยังเก็บไว้ในเครื่องนี้ และจะถูกเพิ่มลงในตะกร้าใหม่เมื่อคุณแก้ไขตะกร้าครั้งถัดไป",
      "Your cart could not be saved just now. Its products are kept on this device and will be added to a new cart with your next change",
    ],
  ])("%s", (key, thai, english) => {
    expect(cartErrorMessages(told(key), intls.th)).toEqual([thai]);
    expect(cartErrorMessages(told(key), intls.en)).toEqual([english]);
  });
});
