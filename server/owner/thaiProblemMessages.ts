/**
 * The renderer's node problems (src/renderer/normalizeTree.ts) in Thai, for owners who asked for Thai
 * (Accept-Language: th). The schema checks' own messages come translated from ajv-i18n; these are the pipeline's
 * framing sentences. A sentence with no translation here is given as written (English).
 */
const THAI: [RegExp, (...groups: string[]) => string][] = [
  [/^unknown kind "(.*)"$/, (kind) => `ไม่รู้จักวิดเจ็ตชนิด "${kind}"`],
  [/^kind "(.*)" is not allowed in the (\w+) zone$/, (kind, zone) => `วิดเจ็ตชนิด "${kind}" ใช้ในโซน ${zone} ไม่ได้`],
  [
    /^kind "(.*)" takes no children: they are not shown$/,
    (kind) => `วิดเจ็ตชนิด "${kind}" มีรายการย่อยไม่ได้ จึงไม่แสดงรายการย่อย`,
  ],
  [/^ukey "(.*)" is taken by an earlier sibling: skipped$/, (ukey) => `ukey "${ukey}" ซ้ำกับรายการก่อนหน้า จึงถูกข้าม`],
  [/^node must be an object$/, () => "รายการต้องเป็นออบเจ็กต์"],
  [/^invalid node$/, () => "รายการไม่ถูกต้อง"],
  [/^node over the document limits$/, () => "รายการใหญ่เกินขีดจำกัดของเอกสาร"],
  [
    /^nested deeper than (\d+) levels of nodes: skipped with its children$/,
    (n) => `ซ้อนลึกเกิน ${n} ชั้น จึงถูกข้ามพร้อมรายการย่อย`,
  ],
  [/^(.*) must be an array of nodes$/, (pointer) => `${pointer} ต้องเป็นอาร์เรย์ของรายการ`],
  [
    /^skipped with the nodes after it: a page or zone holds at most (.*)$/,
    (limit) => `ถูกข้ามพร้อมรายการที่ตามมา: หน้าหรือโซนหนึ่งมีได้ไม่เกิน ${limit}`,
  ],
];

export function thaiProblemMessage(message: string): string {
  for (const [pattern, translate] of THAI) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1));
  }
  return message;
}
