import { type ChildProcess, spawn, type SpawnOptions } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// What a spec starts or makes must not outlive its worker, whatever ends the spec: a failure, a hook's timeout that
// abandons a server still starting (its promise runs on after the abort), or the run being stopped. Each process
// group and temporary folder is noted here when made and forgotten when its owner cleans it up; the worker's
// teardown (tests/e2e/fixtures.ts) and, last, its exit clean up whatever is left, so the next spec finds its ports free.

const groups = new Set<ChildProcess>();
const folders = new Set<string>();

/** Spawns `command` as the leader of a process group of its own (its children too are stopped with it). */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  groups.add(child);
  child.once("exit", () => groups.delete(child));
  return child;
}

/** Signals the whole group of a child made by spawnGroup and resolves once its leader has exited. */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-(child.pid ?? 0), signal);
  } catch {
    // the group is already gone
  }
  return exited;
}

/** A new folder in the temporary folder, removed with removeFolder or, failing that, at the worker's teardown. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.add(folder);
  return folder;
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

const cleanups = new Set<() => Promise<unknown>>();

/** Runs `cleanup` at the worker's teardown unless the returned function is called first (its owner cleaned up). */
export function cleanUpLater(cleanup: () => Promise<unknown>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops every process group still running (killed: nothing is left to wait for), then removes the folders. */
export async function cleanUpLeftovers(): Promise<void> {
  await Promise.all([...groups].map((child) => stopGroup(child, "SIGKILL")));
  await Promise.allSettled([...cleanups].map((cleanup) => cleanup()));
  cleanups.clear();
  for (const folder of folders) removeFolder(folder);
}

// a worker that exits without its teardown (the run interrupted) still leaves no process or folder behind
process.once("exit", () => {
  for (const child of groups) {
    try {
      process.kill(-(child.pid ?? 0), "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
