/**
 * Marks the paragraphs and list items of sanitised rich text that hold one link and nothing else (a "read more", a
 * list of links) with class="link-block", so the link can be a 44 px tap target (§9 phones); a link inside running
 * text stays a word of its line (WCAG 2.5.8's inline exception). Expects sanitize-html's output (attributes
 * double-quoted; an element without attributes is written `<p>`).
 */
export function markLinkBlocks(html: string): string {
  return html.replace(
    /<(p|li)>(\s*<a\s[^>]*>(?:(?!<\/?(?:a|p|li)[\s>])[\s\S])*<\/a>\s*)<\/\1>/g,
    (_match, tag: string, link: string) => `<${tag} class="link-block">${link}</${tag}>`,
  );
}
