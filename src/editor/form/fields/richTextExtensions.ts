import StarterKit from "@tiptap/starter-kit";

/** The headings a shop writes inside a page's content (h1 is the page's own title). */
const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * Tiptap's extensions limited to the HTML src/lib/sanitizeRichText keeps as it is, so what the editor writes is
 * what shoppers get: no code (not allowed), no hard break or rule (the sanitiser writes <br /> and <hr />, Tiptap
 * <br> and <hr>), links without target or rel (the sanitiser rewrites both), headings 2–4.
 */
export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    hardBreak: false,
    horizontalRule: false,
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      autolink: false,
      protocols: [],
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i.test(url),
    },
  }),
];

/** The editor's HTML as it is stored: a no-break space as the character, the way the sanitiser writes it. */
export function richTextHtml(editor: { getHTML(): string }): string {
  return editor.getHTML().replaceAll("&nbsp;", "\u00a0");
}
