// The storefront's web font (#10 item 10), for scripts/gen-types.mjs: src/generated/fonts.css has its @font-face
// rules and the metric-matched fallbacks that keep the layout nearly still should it arrive after the first paint.
//
// Noto Sans Thai, variable (@fontsource-variable/noto-sans-thai): one file per subset carries every weight the
// styles use (400-700), only the thai and latin subsets, woff2. The fallbacks are local system fonts resized and
// given the web font's ascent and descent, from @capsizecss/metrics (the fontaine / Next.js method; the figures used
// are kept in fontMetrics.json, `npm run fonts:metrics` writes them): Arial (or its metric twin Liberation Sans) for
// Latin, Tahoma (Windows) and Loma (Linux) for Thai. Other systems' Thai fonts follow unadjusted, as the font stack
// names them (base.css).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import capsize from "./fontMetrics.json" with { type: "json" };

/** The web font's family name. */
const FONT_FAMILY = "Noto Sans Thai";
const PACKAGE = "@fontsource-variable/noto-sans-thai";
const require = createRequire(import.meta.url);
const { notoSansThai, tahoma, arial } = capsize;
const unicodeRanges = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), "utf8"));

/** The subsets shipped; their files are what root.tsx preloads. */
const SUBSETS = ["thai", "latin"];

/**
 * Loma, the Thai font of Linux desktops (TLWG, Debian's fonts-tlwg-loma 0.7.3), which @capsizecss/metrics lacks:
 * measured from Loma.ttf with @capsizecss/unpack (fromBuffer) as capsize measures the others.
 */
const loma = { ascent: 2353, descent: -902, lineGap: 0, unitsPerEm: 2048, subsets: { thai: { xWidthAvg: 1220 } } };

/** The local fonts text shows in until the web font arrives, each resized to it: Thai ones first, then Latin. */
const FALLBACKS = [
  { name: "Tahoma", subset: "thai", metrics: tahoma, local: ["Tahoma"] },
  { name: "Loma", subset: "thai", metrics: loma, local: ["Loma"] },
  { name: "Arial", subset: "latin", metrics: arial, local: ["Arial", "ArialMT", "Liberation Sans"] },
];

/** The file of a subset, as Vite resolves it from the package (CSS url() and root.tsx's `?url` import). */
function fontFile(subset) {
  return `${PACKAGE}/files/noto-sans-thai-${subset}-wght-normal.woff2`;
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;

/** @font-face of a local font sized so its average glyph is as wide as the web font's, with the web font's lines. */
function fallbackFace({ name, subset, metrics, local }) {
  const widthOf = (font) => font.subsets[subset].xWidthAvg / font.unitsPerEm;
  const sizeAdjust = widthOf(notoSansThai) / widthOf(metrics);
  const em = notoSansThai.unitsPerEm * sizeAdjust;
  return `@font-face {
  font-family: "${FONT_FAMILY} ${name}";
  src: ${local.map((font) => `local("${font}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(notoSansThai.ascent / em)};
  descent-override: ${percent(Math.abs(notoSansThai.descent) / em)};
  line-gap-override: ${percent(notoSansThai.lineGap / em)};
  unicode-range: ${unicodeRanges[subset]};
}`;
}

function webFace(subset) {
  return `@font-face {
  font-family: "${FONT_FAMILY}";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("${fontFile(subset)}") format("woff2");
  unicode-range: ${unicodeRanges[subset]};
}`;
}

/** The text of src/generated/fonts.ts: the files root.tsx preloads, as Vite names them in the build. */
export function fontFilesModule() {
  const imports = SUBSETS.map((subset) => `import ${subset} from "${fontFile(subset)}?url";`);
  const list = SUBSETS.join(", ");
  return `${imports.join("\n")}\n\n/** The web font's files (fonts.css), preloaded by every page. */\nexport const FONT_FILES = [${list}];\n`;
}

/** The text of src/generated/fonts.css. */
export function fontsCss() {
  const families = [FONT_FAMILY, ...FALLBACKS.map(({ name }) => `${FONT_FAMILY} ${name}`)];
  return [
    `/* The web font, then its fallbacks: base.css puts them first in --font-sans. */`,
    `:root {\n  --font-web: ${families.map((family) => `"${family}"`).join(", ")};\n}`,
    ...SUBSETS.map(webFace),
    ...FALLBACKS.map(fallbackFace),
  ].join("\n");
}
