// After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of
// build/client and build/editor, compressed once at the highest levels, which server/index.js serves (serveStatic precompressed)
// to browsers that accept them. Compressing per response would cost CPU on every request and give larger files.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The shoppers' app and the shop editor's. */
const ROOTS = ["build/client", "build/editor"];
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;
const MIN_BYTES = 1024; // smaller files gain nothing worth a second request header
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const root of ROOTS) {
  for await (const path of files(root)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    count += 1;
    before += content.length;
    after += br.length;
  }
}
console.log(
  `compressed ${count} files of ${ROOTS.join(" and ")}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
);
