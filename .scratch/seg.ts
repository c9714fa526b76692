import { readFileSync } from "node:fs";
import { searchDocumentOf } from "../server/modules/search/searchWords";
const demo = JSON.parse(readFileSync("shops/demo.json", "utf8"));
const texts = demo.catalogue.products.flatMap((p: any) => [p.texts.th.name, p.texts.en.name, p.texts.th.highlight, p.texts.en.highlight]);
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  for (let r = 0; r < 200; r++) for (let j = 0; j < texts.length; j += 4) { searchDocumentOf(texts.slice(j, j + 2)); searchDocumentOf(texts.slice(j + 2, j + 4)); }
  console.log(((performance.now() - start) / (200 * texts.length / 4)).toFixed(4), "ms per product (names + highlights)");
}
