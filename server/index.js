// Node entry: one process serves the built assets, the shop API (/api/*) and React Router SSR.
//   production:  NODE_ENV=production node server/index.js   (after `npm run build`)
//   development: node server/index.js                       (Vite middleware mode with HMR)
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST; // unset: every interface (IPv6 and IPv4 where available)

let vite;
let listener;
if (isProduction) {
  const { app } = await import("../build/server/index.js");
  const root = new Hono();
  root.use(compress());
  root.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  root.use("*", serveStatic({ root: "./build/client" }));
  root.route("/", app);
  listener = getRequestListener(root.fetch);
} else {
  const { createServer: createViteServer } = await import("vite");
  vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
  listener = getRequestListener(async (request) => {
    const { app } = await vite.ssrLoadModule("./server/entry.ts");
    return app.fetch(request);
  });
}

const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
server.listen(port, host, () => {
  console.log(`storefront on http://localhost:${port} (${isProduction ? "production" : "development"})`);
});

const shutdown = () => {
  server.close();
  vite?.close();
  process.exit(0);
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
