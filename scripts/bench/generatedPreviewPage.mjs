// A generated page for the preview and editor benchmarks (bench-preview.mjs, bench-editor.mjs).

/** A page of `sections` sections, each a row, a column and seven paragraphs: ten nodes per section. */
export function generatedPreviewPage(sections) {
  const paragraph = (ukey) => ({
    ukey,
    type: "widget",
    kind: "paragraph",
    setting: { blocks: [{ type: "text", html: `<p>${ukey}: ข้อความตัวอย่าง sample text</p>` }] },
  });
  return {
    pageComponent: {
      children: Array.from({ length: sections }, (_, s) => ({
        ukey: `s${s}`,
        type: "section",
        kind: "section",
        setting: {},
        children: [
          {
            ukey: `s${s}-row`,
            type: "section",
            kind: "row",
            setting: {},
            children: [
              {
                ukey: `s${s}-col`,
                type: "section",
                kind: "column",
                setting: {},
                children: Array.from({ length: 7 }, (_, p) => paragraph(`s${s}-p${p}`)),
              },
            ],
          },
        ],
      })),
    },
  };
}
