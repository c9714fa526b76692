// Node entry: serves the built assets, the shop API (/api/*) and React Router SSR.
//   production:  NODE_ENV=production node server/index.js   (after `npm run build`; bundled as build/start.mjs,
//                                                            `npm run serve`, by scripts/build-programs.mjs)
//   development: node server/index.js                       (Vite middleware mode with HMR: server/devServer.js)
// WORKERS=N (or auto: one per core) runs N processes with node:cluster; on PostgreSQL only (see docs/scaling.md).
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compressLargeAnswers } from "./compression.js";
import { log } from "./log.js";
import { workerCount } from "./workers.js";

const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface (IPv6 and IPv4 where available)
const workers = isProduction ? workerCount(process.env, availableParallelism()) : { count: 1 };

if (workers.note) log.info(workers.note);
if (cluster.isPrimary && workers.count > 1) await runPrimary(workers.count);
else await serve();

/**
 * The primary process forks the workers one after another, each once the one before listens (a database that is
 * not ready stops the first, not all at once); a worker that dies is replaced.
 */
async function runPrimary(count) {
  log.info({ workers: count }, "starting the worker processes");
  let stopping = false;
  const fork = () =>
    new Promise((resolve) => {
      const worker = cluster.fork();
      worker.once("listening", resolve);
      worker.once("exit", (code, signal) => {
        if (stopping) return;
        log.error({ worker: worker.process.pid, code, signal }, "a worker exited: starting another");
        setTimeout(fork, 1000);
      });
    });
  for (let forked = 0; forked < count; forked++) await fork();
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

async function serve() {
  let vite;
  let listener;
  let front; // request limits, checked before anything else (server/front)
  if (isProduction) {
    const build = await import("../build/server/index.js");
    const { app, started, securityHeadersOfEveryAnswer } = build;
    front = build.front;
    await started; // listen (and let the next worker start) once the database is ready (its schema current)
    const root = new Hono();
    root.use(compressLargeAnswers());
    root.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    // The latest-build file (scripts/write-build-id.mjs) must never be answered from a cache: it tells open tabs
    // that a new build is out.
    root.use("/build-id.json", async (c, next) => {
      await next();
      c.header("Cache-Control", "no-cache");
    });
    // Only the build's own top-level files and folders are looked for on disk; pages never touch the file system.
    // Each file's .br / .gz copy (scripts/compress-assets.mjs) is sent to browsers that accept it. They get the
    // security headers the app gives its own answers (a file not found falls through to the app, which sets them).
    const staticFiles = serveStatic({ root: "./build/client", precompressed: true });
    for (const name of readdirSync("./build/client")) {
      root.use(`/${name}`, securityHeadersOfEveryAnswer, staticFiles);
      root.use(`/${name}/*`, securityHeadersOfEveryAnswer, staticFiles);
    }
    root.route("/", app);
    listener = getRequestListener(root.fetch);
  } else {
    ({ vite, front, listener } = await (await import("./devServer.js")).startDevServer());
  }

  const server = createServer({ maxHeaderSize: front.REQUEST_LIMITS.headerBytes }, (req, res) => {
    originFormTarget(req);
    if (front.refuseOverLimit(req, res)) return;
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.on("clientError", front.answerClientError);
  server.listen(port, host, () => {
    const role = cluster.isWorker ? `worker ${process.pid}` : isProduction ? "production" : "development";
    log.info({ role }, `storefront on http://localhost:${port}`);
  });

  const shutdown = () => {
    server.close();
    vite?.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/**
 * A request line may name an absolute URL (`GET http://evil.example/ HTTP/1.1`). The shop is the Host header's,
 * so only the path and query are kept: the page (its canonical URL, the cache key) never takes another origin.
 */
function originFormTarget(req) {
  const target = req.url ?? "/";
  if (target.startsWith("/") || target === "*") return;
  try {
    const url = new URL(target);
    req.url = `${url.pathname}${url.search}`;
  } catch {
    req.url = "/";
  }
}
