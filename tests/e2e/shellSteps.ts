import { type ChildProcess, spawn } from "node:child_process";

/** The ```sh blocks of a Markdown document, in order, as written. */
export function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");
}

export interface ShellRun {
  /** What the script has written so far, stdout and stderr. */
  output(): string;
  /** Whether it has ended (by itself or stopped). */
  hasExited(): boolean;
  /** Its exit code (or null, signalled) once it has ended. */
  exited: Promise<number | null>;
  /** Ends the script and everything it started (its process group): SIGTERM, then SIGKILL to what is left. */
  stop(): Promise<void>;
}

/** Runs `script` in bash (stopping at the first failing command) in a process group of its own, from the repository. */
export function runShell(script: string, env: NodeJS.ProcessEnv): ShellRun {
  const child = spawn("bash", ["-euo", "pipefail", "-c", script], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    output: () => output,
    hasExited,
    exited,
    async stop() {
      if (!hasExited()) {
        signalGroup(child, "SIGTERM");
        const late = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
        await exited;
        clearTimeout(late);
      }
      signalGroup(child, "SIGKILL");
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group has ended meanwhile
  }
}
