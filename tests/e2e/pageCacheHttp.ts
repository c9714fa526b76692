import http from "node:http";
import net from "node:net";
import { spawnGroup, stopGroup } from "./leftovers";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** A shopper's browser: a request without a User-Agent is answered as a bot's. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * GET with node:http as a shopper's browser (unless `headers` names another User-Agent), which sends the Host and
 * Accept-Encoding given and leaves the body as it came.
 */
export function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = { "user-agent": BROWSER_USER_AGENT, ...headers };
    const request = http.get({ host: "127.0.0.1", port, path, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Sends a request line and headers exactly as written (e.g. an absolute URL) and returns the whole answer. */
export function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`)); // Connection: close ends it
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}

export interface RunningServer {
  port: number;
  /** The server's process id. */
  pid: number | undefined;
  /** Whether the process has exited (by itself: stop() not called). */
  hasExited(): boolean;
  /** What the server has written to stdout so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`npm run build` done) with the given environment and waits for its health answer. Its
 * process group is stopped at the worker's teardown if stop() was not called (tests/e2e/leftovers.ts).
 */
export async function startBuiltServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawnGroup(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  for (let attempt = 0; attempt < 300; attempt++) {
    const healthy = await rawGet(port, "/api/health").then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy && !exited()) {
      return {
        port,
        pid: child.pid,
        output: () => output,
        hasExited: exited,
        stop: () => stopGroup(child),
      };
    }
    if (exited()) break; // it failed (a port taken...) or was stopped while starting
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopGroup(child, "SIGKILL");
  throw new Error(`the server on port ${port} did not start`);
}
