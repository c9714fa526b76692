import { describe, expect, it } from "vitest";
import { escapeXml, intoFiles, sitemapIndex, urlElement, urlSet } from "./sitemapXml";

const LASTMOD = new Date("2026-03-04T05:06:07.890Z");

describe("sitemap XML", () => {
  it("escapes the five XML characters in text and attributes", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    const element = urlElement({
      loc: "https://s.example/p?a=1&b=<2>",
      lastmod: LASTMOD,
      alternates: [{ hreflang: "th", href: `https://s.example/"q'` }],
    });
    expect(element).toBe(
      "<url><loc>https://s.example/p?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-03-04T05:06:07Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="th" href="https://s.example/&quot;q&apos;"/></url>\n',
    );
  });

  it("writes a urlset with the xhtml namespace, and an index with or without lastmod", () => {
    expect(urlSet(["<url/>"])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        "<url/></urlset>\n",
    );
    expect(
      sitemapIndex([
        { loc: "https://s.example/a.xml", lastmod: LASTMOD },
        { loc: "https://s.example/b.xml", lastmod: null },
      ]),
    ).toContain(
      "<sitemap><loc>https://s.example/a.xml</loc><lastmod>2026-03-04T05:06:07Z</lastmod></sitemap>\n" +
        "<sitemap><loc>https://s.example/b.xml</loc></sitemap>\n",
    );
  });

  const items = (sizes: number[]) => sizes.map((size) => ({ xml: "x".repeat(size), lastmod: LASTMOD }));
  const frame = Buffer.byteLength(urlSet([]));

  it("splits at the URL limit and at the byte limit, the frame counted, and makes no file of nothing", () => {
    expect(intoFiles([], { urls: 2, bytes: 1000 })).toEqual([]);
    expect(intoFiles(items([1, 1, 1, 1, 1]), { urls: 2, bytes: 1000 }).map((file) => file.length)).toEqual([2, 2, 1]);
    const bytes = frame + 10;
    expect(intoFiles(items([4, 6, 1, 10, 3]), { urls: 100, bytes }).map((file) => file.length)).toEqual([2, 1, 1, 1]);
    expect(intoFiles(items([4, 6, 1, 10, 3]), { urls: 100, bytes }).flat()).toHaveLength(5);
  });

  it("counts bytes as UTF-8 (Thai letters take three)", () => {
    const thai = [
      { xml: "ก".repeat(4), lastmod: LASTMOD },
      { xml: "ก".repeat(4), lastmod: LASTMOD },
    ];
    expect(intoFiles(thai, { urls: 100, bytes: frame + 23 })).toHaveLength(2);
    expect(intoFiles(thai, { urls: 100, bytes: frame + 24 })).toHaveLength(1);
  });
});
