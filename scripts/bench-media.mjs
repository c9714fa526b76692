// npm run bench:media [-- postgres-admin-url]   Owner media (server/owner/media), in one process on PGlite and, given
// an admin URL, on PostgreSQL (a throwaway database, read under row-level security): the upload of a generated
// 4,000 × 3,000 JPEG (checks, EXIF orientation, re-encoding, insert with its audit entry), then a §9 bucket's first
// answer (read the original, resize, keep) and its cached answer (read the kept bucket), as GET /media/<id>?size=
// builds them. Wall p50/p99 (min–max) and CPU ms per operation (the process's, libvips' threads included), over
// BENCH_RUNS rounds (10), each on a new upload. BENCH_SIZE the bucket asked for (1024x1024).
import sharp from "sharp";
import { openDatabase } from "../server/db";
import { uploadMedia } from "../server/owner/media/mediaStore";
import { answerMedia } from "../server/owner/media/serveMedia";
import { seedDemoShops } from "../server/shops/seedDemoShops";
import { withBenchPostgres } from "./benchPostgres";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SIZE = process.env.BENCH_SIZE ?? "1024x1024";
const SHOP = 1001;
const grant = {
  accountId: "00000000-0000-4000-8000-000000000001",
  email: "bench@demo.test",
  shopId: SHOP,
  role: "owner",
};

/** A photo-like JPEG: a gradient with grain, about what a phone's 12 MP photo weighs. */
async function photo() {
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#fc4"/></linearGradient></defs>` +
      `<rect width="4000" height="3000" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: grain, raw: { width: 4000, height: 3000, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function timed(work) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { result, wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const ms = (value) => value.toFixed(1);

function report(label, samples) {
  const walls = samples.map((sample) => sample.wall);
  const cpu = samples.reduce((sum, sample) => sum + sample.cpu, 0) / samples.length;
  console.log(
    `  ${label.padEnd(26)} p50 ${ms(percentile(walls, 50))} ms  p99 ${ms(percentile(walls, 99))} ms` +
      `  (${ms(Math.min(...walls))}–${ms(Math.max(...walls))})  CPU ${ms(cpu)} ms`,
  );
}

async function run(label, db, jpeg) {
  const samples = { upload: [], first: [], cached: [] };
  const answer = async (id) => {
    const response = await answerMedia(db, SHOP, id, SIZE);
    if (response.status !== 200) throw new Error(`GET /media/${id}?size=${SIZE} answered ${response.status}`);
    return response.arrayBuffer();
  };
  await answer((await uploadMedia(db, grant, jpeg)).id); // warm up
  for (let round = 0; round < RUNS; round++) {
    const upload = await timed(() => uploadMedia(db, grant, jpeg));
    samples.upload.push(upload);
    samples.first.push(await timed(() => answer(upload.result.id)));
    samples.cached.push(await timed(() => answer(upload.result.id)));
  }
  const { result } = samples.upload[0];
  console.log(`${label}: ${RUNS} rounds; stored ${result.width} × ${result.height}, ${result.bytes} bytes`);
  report("upload", samples.upload);
  report(`first ${SIZE} (resize)`, samples.first);
  report(`cached ${SIZE}`, samples.cached);
}

const jpeg = await photo();
console.log(`upload: a 4000 × 3000 JPEG of ${jpeg.length} bytes; bucket asked: ${SIZE}`);
const pglite = await openDatabase({ dataDir: "memory://", migrate: true });
await seedDemoShops(pglite.db);
await run("PGlite", pglite.db, jpeg);
await pglite.close();
const adminUrl = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  await withBenchPostgres(
    adminUrl,
    "bench_media",
    (owner) => seedDemoShops(owner.db),
    (app) => run("PostgreSQL", app.db, jpeg),
  );
}
