// CPU time and memory of a server's processes, read from /proc (Linux): the process and its descendants, so a
// server running node:cluster workers (WORKERS=N) counts whole.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The fields of /proc/<pid>/stat from the third on (state, ppid, …), or undefined once the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" "); // the name may hold spaces and parentheses
  } catch {
    return undefined;
  }
}

/** The process and every descendant alive now. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(entry)?.[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** utime + stime of the process tree (all threads), in milliseconds. */
export function treeCpuMs(pid) {
  let ms = 0;
  for (const member of processTree(pid)) ms += processCpu(member)?.ms ?? 0;
  return ms;
}

/**
 * utime + stime of one process (all threads) in milliseconds, and its start time (clock ticks after boot: a pid
 * reused by another process has another), or undefined once it is gone.
 */
export function processCpu(pid) {
  const fields = statFields(pid);
  if (!fields) return undefined;
  return { ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, started: fields[19] };
}

/** VmRSS of the process tree, in MiB (shared pages count once per process). */
export function treeRssMiB(pid) {
  let kib = 0;
  for (const member of processTree(pid)) {
    try {
      kib += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}
