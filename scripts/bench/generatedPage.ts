/** A generated page of `sections` × 10 nodes: section > row > 4 × (column > paragraph). */
export function generatedPageNodes(sections: number): unknown[] {
  return Array.from({ length: sections }, (_, s) => ({
    ukey: `s${s}`,
    type: "section",
    kind: "section",
    setting: { title: `หมวดที่ ${s + 1}`, tone: s % 2 === 0 ? "plain" : "muted" },
    children: [
      {
        ukey: `s${s}-row`,
        type: "section",
        kind: "row",
        setting: { gap: "md" },
        children: Array.from({ length: 4 }, (_, c) => ({
          ukey: `s${s}-c${c}`,
          type: "section",
          kind: "column",
          setting: { span: 3, spanMobile: 12 },
          children: [
            {
              ukey: `s${s}-c${c}-p`,
              type: "widget",
              kind: "paragraph",
              setting: {
                blocks: [
                  {
                    type: "text",
                    html: `<h3>ชาอู่หลงดอยแม่สลอง ${c}</h3><p>หอมกลิ่นดอกไม้ <strong>ชงได้หลายครั้ง</strong> <a href="/about">อ่านต่อ</a></p>`,
                  },
                ],
              },
            },
          ],
        })),
      },
    ],
  }));
}
