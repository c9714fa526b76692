import { describe, expect, it } from "vitest";
import { serializeJsonForScript } from "./serializeJsonForScript";

const hostile = {
  name: "</script><script>alert(1)</script>",
  comment: "<!-- x --> & <b>",
  separators: "a\u2028b\u2029c",
  thai: "สินค้าราคา ฿1,234.50",
  nested: { list: ["</SCRIPT>", "<!--", 1, true, null], empty: "" },
};

describe("serializeJsonForScript", () => {
  it("leaves no characters that could end or comment the script", () => {
    const out = serializeJsonForScript(hostile);
    expect(out).not.toMatch(/[<>]/);
    expect(out.toLowerCase()).not.toContain("</script");
    expect(out).not.toContain("<!--");
    expect(out).not.toContain("&");
    expect(out).not.toMatch(/[\u2028\u2029]/);
  });

  it("is valid JSON meaning the same value", () => {
    expect(JSON.parse(serializeJsonForScript(hostile))).toEqual(hostile);
  });

  it.each([
    ["plain string", "hello"],
    ["number", 12.5],
    ["array", [1, "<", ">", "&"]],
    ["line separators only", "\u2028\u2029"],
    ["unicode Thai", { title: "หน้าแรก", description: "ยินดีต้อนรับ <ร้าน>" }],
  ])("round-trips %s", (_label, value) => {
    expect(JSON.parse(serializeJsonForScript(value))).toEqual(value);
  });

  it("serialises undefined as null", () => {
    expect(serializeJsonForScript(undefined)).toBe("null");
    expect(JSON.parse(serializeJsonForScript(undefined))).toBeNull();
  });

  it("keeps the output unchanged when nothing needs escaping", () => {
    const value = { a: 1, b: "two", c: [true] };
    expect(serializeJsonForScript(value)).toBe(JSON.stringify(value));
  });
});
