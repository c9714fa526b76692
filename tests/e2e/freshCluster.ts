import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const INSTALLED = "/usr/lib/postgresql";

/** The bin folder of the newest PostgreSQL Debian installed (as .ci/run picks it), or undefined. */
export function postgresBin(): string | undefined {
  if (!existsSync(INSTALLED)) return undefined;
  const versions = readdirSync(INSTALLED).sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? join(INSTALLED, versions.at(-1) ?? "", "bin") : undefined;
}

export interface FreshCluster {
  bin: string;
  port: number;
  /** The superuser `postgres`, with its password, over TCP. */
  adminUrl(database: string): string;
  /** Stops the cluster and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * A bare cluster of its own: initdb into a temporary folder, password (SCRAM) authentication for everyone, started on
 * a free port of 127.0.0.1. Run as the `postgres` OS user when we are root (initdb refuses root), as in CI.
 */
export async function startFreshCluster(bin: string): Promise<FreshCluster> {
  const root = await mkdtemp(join(tmpdir(), "sf-pg-fresh-"));
  const asPostgres = (tool: string, args: string[]) =>
    process.getuid?.() === 0
      ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args])
      : run(join(bin, tool), args);
  const data = join(root, "data");
  const password = randomBytes(18).toString("hex");
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) await asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
    started = false;
    await rm(root, { recursive: true, force: true });
  };
  try {
    if (process.getuid?.() === 0) await run("chown", ["postgres", root]);
    await writeFile(join(root, "password"), password);
    await asPostgres("initdb", ["-D", data, "-U", "postgres", "-A", "scram-sha-256", `--pwfile=${root}/password`]);
    started = true;
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
    await asPostgres("pg_ctl", ["-D", data, "-l", join(root, "log"), "-o", options, "-w", "start"]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { bin, port, adminUrl: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`, stop };
}

/** A TCP port nothing listens on now (the OS's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
