import { describe, expect, it } from "vitest";
import { markLinkBlocks } from "./richTextLinkBlocks";

describe("markLinkBlocks", () => {
  it("marks a paragraph or list item holding one link only", () => {
    expect(markLinkBlocks('<p><a href="/about">Our story</a></p>')).toBe(
      '<p class="link-block"><a href="/about">Our story</a></p>',
    );
    expect(
      markLinkBlocks('<ul><li> <a href="/faq"><strong>FAQ</strong></a> </li><li><a href="/x">X</a></li></ul>'),
    ).toBe(
      '<ul><li class="link-block"> <a href="/faq"><strong>FAQ</strong></a> </li><li class="link-block"><a href="/x">X</a></li></ul>',
    );
  });

  it("leaves links in running text, two links in one block and blocks with attributes alone", () => {
    for (const html of [
      '<p>Read <a href="/about">our story</a>.</p>',
      '<p><a href="/a">A</a> and more</p>',
      '<p><a href="/a">A</a><a href="/b">B</a></p>',
      '<p style="text-align:center"><a href="/a">A</a></p>',
      "<p>No link</p>",
    ]) {
      expect(markLinkBlocks(html)).toBe(html);
    }
  });
});
