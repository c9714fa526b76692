import { describe, expect, it } from "vitest";
import { recogniseLink } from "./contactLinks";
import { normalisePhone, telHref } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["081-234-5678", "0812345678"],
    ["081 234 5678", "0812345678"],
    [" 02-123-4567 ", "021234567"],
    ["+66 81 234 5678", "+66812345678"],
    ["+66-81-234-5678", "+66812345678"],
    ["(02) 123.4567", "021234567"],
    ["081\u00a0234\u00a05678", "0812345678"],
    ["081–234–5678", "0812345678"],
    // an existing tel: prefix
    ["tel:+66812345678", "+66812345678"],
    ["TEL:081-234-5678", "0812345678"],
    // the extension
    ["02-123-4567 ต่อ 12", "021234567,12"],
    ["02-123-4567ต่อ12", "021234567,12"],
    ["02-123-4567 ต่อ 12 ต่อ 3", "021234567,12,3"],
    ["tel:02-123-4567 ต่อ 12", "021234567,12"],
    // until: a comma too (§5)
    ["02-123-4567 ถึง 9", "021234567,9"],
    ["02-123-4567 ถึง 02-123-4569", "021234567,021234569"],
    ["02-123-4567 ต่อ 12 ถึง 15", "021234567,12,15"],
    ["02-123-4567ถึง9", "021234567,9"],
  ])("%j → %j", (written, dialable) => {
    expect(normalisePhone(written)).toBe(dialable);
  });

  it.each([
    "",
    "   ",
    "tel:",
    "call us",
    "081-234-5678 (Khun Ploy)",
    "081-234-567x",
    "++66812345678",
    "66+812345678",
    "ต่อ 12",
    "02-123-4567 ต่อ",
    "02-123-4567 ต่อ ต่อ 12",
    "ถึง 9",
    "javascript:alert(1)",
    "tel:javascript:alert(1)",
    '081-234-5678"><script>',
  ])("%j is not a phone number", (written) => {
    expect(normalisePhone(written)).toBeNull();
  });
});

describe("telHref", () => {
  it("is the tel: link of the dialable number, a link recognised as a phone link", () => {
    const href = telHref("02-123-4567 ต่อ 12");
    expect(href).toBe("tel:021234567,12");
    expect(recogniseLink(href ?? "")?.kind).toBe("phone");
    expect(telHref("+66 81 234 5678")).toBe("tel:+66812345678");
  });

  it("is null for what is not a phone number", () => {
    expect(telHref("call us")).toBeNull();
  });
});
