// One line of a latency benchmark (bench-preview.mjs, bench-editor.mjs): runs, p50, p95 and max in ms.

/** Prints `name`, the page's node count and the times' percentiles. */
export function latencySummary(name, times, nodes) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(16)} ${String(nodes).padStart(5)} nodes  runs ${sorted.length}  p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(sorted.at(-1))}`,
  );
}
