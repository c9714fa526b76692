import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitizeRichText";
import { thaiWordsHtml } from "./thaiWordsHtml";

const word = (text: string) => `<span class="thai-word">${text}</span>`;

describe("thaiWordsHtml", () => {
  it("wraps each Thai word, with a break opportunity between two, and keeps the shop's words whole", () => {
    expect(thaiWordsHtml("<p>ดอยแม่สลอง</p>", ["แม่สลอง"])).toBe(`<p>${word("ดอย")}<wbr>${word("แม่สลอง")}</p>`);
  });

  it("leaves tags, attributes and character references as they are", () => {
    const html = sanitizeRichText('<p><a href="/about" title="ชา">ชาอู่หลง</a> &amp; <strong>กาแฟ</strong></p>');
    expect(thaiWordsHtml(html)).toBe(
      `<p><a href="/about" title="ชา">${word("ชา")}<wbr>${word("อู่หลง")}</a> &amp; <strong>${word("กาแฟ")}</strong></p>`,
    );
    expect(thaiWordsHtml("<p>ชา&nbsp;กาแฟ</p>")).toBe(`<p>${word("ชา")}&nbsp;${word("กาแฟ")}</p>`);
  });

  it("answers HTML without Thai unchanged, and the same text once the markup is taken out", () => {
    expect(thaiWordsHtml("<p>Soft-stem <em>oolong</em></p>")).toBe("<p>Soft-stem <em>oolong</em></p>");
    const html = "<h2>เรื่องของเรา</h2><p>เราขับรถขึ้นดอยแม่สลองเพื่อตามหาชาอู่หลง<br>ที่ดีที่สุด</p>";
    const strip = (markup: string) => markup.replace(/<[^>]*>/g, "");
    expect(strip(thaiWordsHtml(html, ["แม่สลอง"]))).toBe(strip(html));
  });
});
