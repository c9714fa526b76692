import { describe, expect, it } from "vitest";
import { localizeRichText } from "./localizeRichText";
import { sanitizeRichText } from "./sanitizeRichText";

describe("localizeRichText", () => {
  const html = sanitizeRichText(
    '<p><a href="/about#team">team</a> <a href="https://line.me/x">LINE</a> <a href="#top">top</a> <a title="x" href="/">home</a></p>',
  );

  it("leaves Thai pages as they are", () => {
    expect(localizeRichText(html, "th")).toBe(html);
  });

  it("prefixes site paths on English pages, keeping hash, and leaves external and in-page links", () => {
    const english = localizeRichText(html, "en");
    expect(english).toContain('href="/en/about#team"');
    expect(english).toContain('href="/en"');
    expect(english).toContain('href="https://line.me/x"');
    expect(english).toContain('href="#top"');
  });

  it("uses the /cn prefix on Chinese paths", () => {
    expect(localizeRichText('<a href="/faq">faq</a>', "cn")).toBe('<a href="/cn/faq">faq</a>');
  });

  it("does not touch href-like text outside anchors nor already-prefixed links", () => {
    const text = '<p>write href="/x" in code</p><a href="/en/shipping">s</a>';
    expect(localizeRichText(text, "en")).toBe(text);
  });
});
