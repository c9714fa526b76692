// npm run bench:ssr: the built storefront under load (autocannon, loopback only) and what a shopper downloads
// (Chromium, compressed bytes of JavaScript per page). Run `npm run build` first. Prints figures, not verdicts.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { chromium } from "playwright-core";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const ORIGIN = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-"));
const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const ok = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

async function firstProductPath() {
  const body = await fetch(`${ORIGIN}/api/page?path=/all-products`, { headers: { "X-Nuxt-Host": "localhost" } }).then(
    (r) => r.json(),
  );
  const grid = JSON.stringify(body.data.pageComponent);
  const uuid = /"productUuids":\["([0-9a-f-]{36})"/.exec(grid)?.[1];
  return `/product/${uuid}`;
}

async function load(path) {
  const result = await autocannon({
    url: `${ORIGIN}${path}`,
    connections: 10,
    duration: SECONDS,
    headers: { "user-agent": CHROME_UA, "accept-encoding": "gzip" },
  });
  const { requests, latency, non2xx, errors } = result;
  console.log(
    `${path.padEnd(44)} ${requests.average.toFixed(0).padStart(5)} req/s  p50 ${latency.p50} ms  p99 ${latency.p99} ms` +
      (non2xx || errors ? `  (non-2xx ${non2xx}, errors ${errors})` : ""),
  );
}

async function shopperDownload(browser, path) {
  const page = await browser.newPage({ userAgent: CHROME_UA });
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  const types = new Map();
  let js = 0;
  let total = 0;
  client.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
  client.on("Network.loadingFinished", (event) => {
    total += event.encodedDataLength;
    if (types.get(event.requestId) === "Script") js += event.encodedDataLength;
  });
  await page.goto(`${ORIGIN}${path}`, { waitUntil: "networkidle" });
  console.log(
    `${path.padEnd(44)} JavaScript ${(js / 1024).toFixed(1)} KiB, everything ${(total / 1024).toFixed(1)} KiB (compressed, first visit)`,
  );
  await page.close();
}

try {
  await waitForServer();
  const product = await firstProductPath();
  const paths = ["/", "/en/", "/category/tea/101", product, "/search?q=oolong"];
  console.log(`SSR throughput, ${SECONDS} s each, 10 connections, node ${process.version}, one process`);
  for (const path of paths) await load(path);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  console.log("What a shopper downloads");
  for (const path of paths) await shopperDownload(browser, path);
  await browser.close();
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
