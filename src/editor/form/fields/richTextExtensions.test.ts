// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/lib/sanitizeRichText";
import { richTextExtensions, richTextHtml } from "./richTextExtensions";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function written(html: string): string {
  editor = new Editor({ extensions: richTextExtensions, content: html });
  return richTextHtml(editor);
}

describe("the rich text editor's output", () => {
  it.each([
    [
      "paragraphs and marks",
      '<p>ชา <strong>เขียว</strong> <em>หอม</em> <u>ขีด</u> <s>ลบ</s> &amp; &lt;tag&gt; "quoted"</p><p></p>',
    ],
    ["headings", "<h2>หัวข้อ</h2><h3>รอง</h3><h4>ย่อย</h4>"],
    ["lists", "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>"],
    ["a quote", "<blockquote><p>said</p></blockquote>"],
    [
      "links",
      '<p><a href="https://tea.example/x?a=1&amp;b=2">site</a> <a href="/about">page</a> <a href="mailto:a@b.co">mail</a></p>',
    ],
    [
      "what it cannot write",
      '<h1>big</h1><pre><code>x</code></pre><p>a<br>b</p><hr><p><a href="javascript:alert(1)" target="_blank">x</a></p><p>non&nbsp;breaking</p>',
    ],
  ])("%s passes sanitizeRichText unchanged", (_name, html) => {
    const output = written(html);
    expect(sanitizeRichText(output)).toBe(output);
  });
});
