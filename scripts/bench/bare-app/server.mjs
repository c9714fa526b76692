// The bare app's server, built like the storefront's (server/index.js): Hono with compression, static assets,
// then React Router's request handler.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler } from "react-router";
import * as build from "./build/server/index.js";

const handle = createRequestHandler(build, "production");
const app = new Hono();
app.use(compress());
app.use("*", serveStatic({ root: "./build/client" }));
app.all("*", (c) => handle(c.req.raw));

const server = createServer(getRequestListener(app.fetch));
server.listen(Number(process.env.PORT ?? 3000));
process.on("SIGTERM", () => {
  server.close();
  process.exit(0);
});
