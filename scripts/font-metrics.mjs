// `npm run fonts:metrics`: a one-off, when the web font or a fallback changes. Writes scripts/fontMetrics.json, the
// capsize figures of the fonts scripts/fonts.mjs sizes its fallbacks with, from @capsizecss/metrics installed for
// this run only in a temporary folder: the package holds every Google font's figures (169 MB), we keep three.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PACKAGE = "@capsizecss/metrics@4.3.0";
/** The capsize names of the web font and of the fallbacks it has figures for (Loma's are in fonts.mjs). */
const FONTS = ["notoSansThai", "tahoma", "arial"];
const OUT = new URL("./fontMetrics.json", import.meta.url);

const dir = mkdtempSync(join(tmpdir(), "font-metrics-"));
try {
  execFileSync("npm", ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", PACKAGE], {
    stdio: "inherit",
  });
  const require = createRequire(join(dir, "package.json"));
  const metrics = Object.fromEntries(FONTS.map((font) => [font, figuresOf(require(`@capsizecss/metrics/${font}`))]));
  writeFileSync(OUT, `${JSON.stringify({ source: PACKAGE, ...metrics }, null, 2)}\n`);
  console.log(`wrote ${OUT.pathname}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** What fonts.mjs reads of a font: its vertical metrics and each subset's average glyph width. */
function figuresOf({ ascent, descent, lineGap, unitsPerEm, subsets }) {
  const widths = Object.fromEntries(Object.entries(subsets).map(([name, { xWidthAvg }]) => [name, { xWidthAvg }]));
  return { ascent, descent, lineGap, unitsPerEm, subsets: widths };
}
