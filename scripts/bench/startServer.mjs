// Starts a Node server as a child process and resolves once `readyPath` answers 2xx.
import { spawn } from "node:child_process";

/**
 * @param {{ name: string, args: string[], cwd?: string, env: Record<string, string>, port: number,
 *   readyPath?: string }} options
 */
export async function startServer({ name, args, cwd, env, port, readyPath = "/api/health" }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    const ok = await fetch(`${origin}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { name, origin, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} did not answer ${readyPath} within 60 s`);
}
