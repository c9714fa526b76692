// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitizeRichText";

/** The sanitised HTML parsed as a browser would, to inspect the elements and attributes that survive. */
function render(html: string): HTMLTemplateElement {
  const template = document.createElement("template");
  template.innerHTML = sanitizeRichText(html);
  return template;
}

function allElements(template: HTMLTemplateElement): Element[] {
  return [...template.content.querySelectorAll("*")];
}

function attributeNames(template: HTMLTemplateElement): string[] {
  return allElements(template).flatMap((element) => element.getAttributeNames());
}

describe("sanitizeRichText", () => {
  it("removes script tags together with their content", () => {
    const out = sanitizeRichText("<p>before</p><script>alert('x')</script><p>after</p>");
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toContain("alert");
    expect(render("<p>before</p><script>alert('x')</script><p>after</p>").content.textContent).toBe("beforeafter");
  });

  it("removes script nested inside other markup, including svg", () => {
    const out = sanitizeRichText("<div><svg><script>alert(1)</script></svg><SCRIPT src='https://evil'></SCRIPT></div>");
    expect(out.toLowerCase()).not.toContain("script");
    expect(out).not.toContain("alert");
  });

  it.each([
    "<xmp><img src=x onerror=alert(1)></xmp>",
    "<p><xmp></p><img src=x onerror=alert(1)></xmp>",
    "<noembed><img src=x onerror=alert(1)></noembed>",
    "<iframe><img src=x onerror=alert(1)></iframe>",
    "<noscript><img src=x onerror=alert(1)></noscript>",
  ])("lets no handler out of a raw-text or dropped element: %j (GHSA-rpr9-rxv7-x643)", (html) => {
    expect(attributeNames(render(html))).not.toContain("onerror");
  });

  it.each([
    '<p onclick="alert(1)">x</p>',
    '<img src="https://cdn.example/a.png" alt="a" onerror="alert(1)">',
    '<a href="/about" onmouseover="alert(1)">x</a>',
    '<strong OnClick="alert(1)">x</strong>',
  ])("removes event handler attributes from %j", (html) => {
    const template = render(html);
    expect(attributeNames(template).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(template.innerHTML).not.toContain("alert");
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript&colon;alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "//evil.example/x",
    "/\\evil.example/x",
  ])("makes the link href %j inert", (href) => {
    const link = render(`<a href="${href}">x</a>`).content.querySelector("a");
    expect(link?.textContent).toBe("x");
    const kept = link?.getAttribute("href");
    if (kept !== null && kept !== undefined) {
      expect(kept.replace(/\s/g, "").toLowerCase()).not.toMatch(/^(javascript|vbscript|data):|^[/\\]{2}/);
    }
  });

  it.each([
    "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
    "javascript:alert(1)",
    "http://cdn.example/a.png",
    "//evil.example/a.png",
  ])("drops the img src %j", (src) => {
    const image = render(`<img src="${src}" alt="a">`).content.querySelector("img");
    expect(image?.hasAttribute("src") ?? false).toBe(false);
  });

  it.each([
    '<p style="color:red">x</p>',
    "<style>body{display:none}</style>",
    '<iframe src="https://evil.example"></iframe>',
    '<object data="https://evil.example/x.swf"></object>',
    '<embed src="https://evil.example/x.swf">',
    '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
  ])("removes styles and embedding or form markup: %j", (html) => {
    const template = render(html);
    const tags = allElements(template).map((element) => element.tagName.toLowerCase());
    expect(tags.filter((tag) => tag !== "p")).toEqual([]);
    expect(attributeNames(template)).not.toContain("style");
    expect(template.innerHTML).not.toContain("evil.example");
    expect(template.innerHTML).not.toContain("display:none");
  });

  it("keeps allowed formatting", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> text</p><ul><li>one</li><li>two</li></ul>";
    const template = render(html);
    expect(allElements(template).map((element) => element.tagName.toLowerCase())).toEqual([
      "h2",
      "p",
      "strong",
      "em",
      "ul",
      "li",
      "li",
    ]);
    expect(template.content.textContent).toBe("TitleSome bold and em textonetwo");
  });

  it.each([
    "https://shop.example/page",
    "http://shop.example/page",
    "mailto:shop@example.com",
    "tel:+6621234567",
    "/about",
    "/product/shirt/6f1c?x=1#reviews",
  ])("keeps the link href %j", (href) => {
    const link = render(`<a href="${href}" title="t">x</a>`).content.querySelector("a");
    expect(link?.getAttribute("href")).toBe(href);
    expect(link?.getAttribute("title")).toBe("t");
  });

  it('gives target="_blank" links rel="noopener noreferrer", replacing any given rel', () => {
    for (const html of [
      '<a href="https://x.example" target="_blank">x</a>',
      '<a href="https://x.example" target="_blank" rel="opener">x</a>',
    ]) {
      const link = render(html).content.querySelector("a");
      expect(link?.getAttribute("target")).toBe("_blank");
      expect(link?.getAttribute("rel")?.split(/\s+/).sort()).toEqual(["noopener", "noreferrer"]);
    }
  });

  it("drops other targets", () => {
    const link = render('<a href="/about" target="_top">x</a>').content.querySelector("a");
    expect(link?.hasAttribute("target")).toBe(false);
    expect(link?.getAttribute("href")).toBe("/about");
  });

  it('gives images loading="lazy" and keeps an https or site-path src', () => {
    const template = render(
      '<img src="https://cdn.example/a.png" alt="A" width="10" height="20"><img src="/images/b.png" alt="B">',
    );
    const [first, second] = [...template.content.querySelectorAll("img")];
    expect(first?.getAttribute("loading")).toBe("lazy");
    expect(first?.getAttribute("src")).toBe("https://cdn.example/a.png");
    expect(first?.getAttribute("alt")).toBe("A");
    expect(first?.getAttribute("width")).toBe("10");
    expect(first?.getAttribute("height")).toBe("20");
    expect(second?.getAttribute("loading")).toBe("lazy");
    expect(second?.getAttribute("src")).toBe("/images/b.png");
  });

  it("keeps the text of unknown tags but not the tags", () => {
    const template = render("<custom-el>hello</custom-el><div><p>x</p></div>");
    expect(allElements(template).map((element) => element.tagName.toLowerCase())).toEqual(["p"]);
    expect(template.content.textContent).toBe("hellox");
  });

  it("is idempotent", () => {
    const html = '<p onclick="x">a <a href="https://x" target="_blank">b</a><img src="https://c/d.png"></p>';
    const once = sanitizeRichText(html);
    expect(sanitizeRichText(once)).toBe(once);
  });
});
