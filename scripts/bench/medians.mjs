// The figures of a benchmark's rounds: medians, and "median (min-max)".

const sorted = (values) => values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);

export function median(values) {
  const ordered = sorted(values);
  if (ordered.length === 0) return NaN;
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2;
}

/** "median (min-max)" of the values, each with `digits` decimals; "-" for none. */
export function spread(values, digits) {
  const ordered = sorted(values);
  if (ordered.length === 0) return "-";
  const [low, high] = [ordered[0], ordered.at(-1)].map((value) => value.toFixed(digits));
  return `${median(ordered).toFixed(digits)} (${low}-${high})`;
}
