import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

/** The file in a PGlite DATA_DIR that names the process which has the database open. */
export const DATA_DIR_LOCK_FILE = "storefront.pid";

/**
 * A process holding a DATA_DIR: its id, command line, (Linux) start time, which tells a reused id apart, and host
 * name (a container's: another container's processes cannot be seen from this one).
 */
interface LockHolder {
  pid: number;
  command: string;
  startedAt?: string;
  host?: string;
}

/** Thrown when another running process holds the DATA_DIR (or one on another host, which cannot be checked). */
export class DataDirBusy extends Error {
  constructor(dataDir: string, holder: LockHolder) {
    const elsewhere = isElsewhere(holder)
      ? ` on host ${holder.host}, which cannot be checked from here: if it no longer runs, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}`
      : "";
    super(
      `the embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command})${elsewhere}; it ` +
        "belongs to one process at a time: stop that process first (or use PostgreSQL, DATABASE_URL, to change it " +
        "while it runs)",
    );
  }
}

/**
 * How many times this process holds each lock file (a process may open its own database twice: Vite reloads the
 * server's modules, hence one map per process, not per module instance).
 */
const held = ((globalThis as Record<symbol, unknown>)[Symbol.for("storefront.dataDirLocks")] ??= newLockTable()) as Map<
  string,
  number
>;

function newLockTable(): Map<string, number> {
  const table = new Map<string, number>();
  process.once("exit", () => {
    for (const file of table.keys()) removeLockFile(file);
  });
  return table;
}

/**
 * Takes the DATA_DIR's lock for this process, or throws DataDirBusy naming the process that holds it. The lock is
 * a file created exclusively; one whose process is gone (killed, crashed, or its id reused by another command) is
 * stale and taken over. Released by the function returned, and at the latest when this process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, DATA_DIR_LOCK_FILE);
  if (!held.has(file)) takeLockFile(dataDir, file);
  held.set(file, (held.get(file) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (held.get(file) ?? 1) - 1;
    if (count > 0) return void held.set(file, count);
    held.delete(file);
    removeLockFile(file);
  };
}

function takeLockFile(dataDir: string, file: string): void {
  const me: LockHolder = {
    pid: process.pid,
    command: commandLineOf(process.pid) ?? process.argv.join(" "),
    startedAt: startTimeOf(process.pid),
    host: hostname(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (holder && isRunning(holder)) throw new DataDirBusy(dataDir, holder);
    if (attempt === 2) throw new Error(`could not take over the stale lock ${file}: remove it if no server runs`);
    removeLockFile(file);
  }
}

/** The holder a lock file names; null when it is unreadable (a process died while writing it: stale). */
function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.command === "string" ? holder : null;
  } catch {
    return null;
  }
}

function isElsewhere(holder: LockHolder): boolean {
  return holder.host !== undefined && holder.host !== hostname();
}

/**
 * Whether the holder still runs: its id is alive and (where /proc tells) started when the holder did. A holder on
 * another host is taken to run: taking its lock over could let two processes write one database.
 */
function isRunning(holder: LockHolder): boolean {
  if (isElsewhere(holder)) return true;
  // our own id in a lock we do not hold: a previous run with the same id (a container's first process), gone
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false; // EPERM: alive, another user's
  }
  const startedAt = startTimeOf(holder.pid);
  return startedAt === undefined || holder.startedAt === undefined || startedAt === holder.startedAt;
}

/** When a process started, in clock ticks since boot (/proc/PID/stat's 22nd field); undefined without /proc. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]; // fields from the 3rd on, after the command's name
  } catch {
    return undefined;
  }
}

/** A process's command line from /proc (Linux); undefined where that cannot be read. */
function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return undefined;
  }
}

function removeLockFile(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
