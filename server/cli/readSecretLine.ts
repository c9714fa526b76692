/**
 * One line of standard input, without its line break; null when the input ends before any character. On a terminal
 * it is asked for with `prompt` (on standard error) and not echoed; Ctrl-C there exits (130).
 */
export function readSecretLine(prompt: string): Promise<string | null> {
  const { stdin, stderr } = process;
  const terminal = stdin.isTTY;
  if (terminal) {
    stderr.write(prompt);
    stdin.setRawMode(true);
  }
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let line = "";
    let read = false;
    const finish = (value: string | null) => {
      stdin.off("data", onData).off("end", onEnd).off("error", reject).pause();
      if (terminal) {
        stdin.setRawMode(false);
        stderr.write("\n");
      }
      resolve(value);
    };
    const onData = (chunk: string) => {
      read = true;
      for (const char of chunk) {
        if (char === "\n" || char === "\r") return finish(line);
        if (terminal && char === "\u0003") {
          finish(null);
          process.exit(130);
        }
        if (terminal && char === "\u0004") return finish(line);
        if (terminal && (char === "\u007f" || char === "\b")) line = [...line].slice(0, -1).join("");
        else line += char;
      }
    };
    const onEnd = () => finish(read ? line : null);
    stdin.on("data", onData).on("end", onEnd).on("error", reject);
  });
}
