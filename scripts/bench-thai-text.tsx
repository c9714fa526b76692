// npx tsx scripts/bench-thai-text.tsx: the server render cost ThaiText adds to a product card's name (#10 item 9).
// Renders every Thai product name of the demo shop as text and as ThaiText, in interleaved rounds, and prints the
// CPU µs per name of each and their difference (process.cpuUsage, medians of the rounds).
import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import type { ShopDocument } from "~/generated/schemas";
import { ThaiText } from "../widgets/shared/ThaiText";

const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;
const names = (demo.catalogue?.products ?? []).map((product) => product.texts.th.name);
const ROUNDS = 15;
const REPEAT = 200;

function cpuMicrosPerName(render: (name: string) => string): number {
  const start = process.cpuUsage();
  for (let repeat = 0; repeat < REPEAT; repeat++) for (const name of names) render(name);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (REPEAT * names.length);
}

const plain = (name: string) => renderToString(<h3>{name}</h3>);
const segmented = (name: string) => renderToString(<h3>{<ThaiText text={name} />}</h3>);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const figures = { plain: [] as number[], thaiText: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  figures.plain.push(cpuMicrosPerName(plain));
  figures.thaiText.push(cpuMicrosPerName(segmented));
}
const [a, b] = [median(figures.plain), median(figures.thaiText)];
console.log(`${names.length} names, ${ROUNDS} rounds: text ${a.toFixed(1)} µs, ThaiText ${b.toFixed(1)} µs per name`);
console.log(
  `ThaiText adds ${(b - a).toFixed(1)} µs per product card; a listing of 20 cards: ${((20 * (b - a)) / 1000).toFixed(2)} ms`,
);
