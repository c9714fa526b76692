/**
 * The size a cache counts a value at: the length of its JSON (the demo shop's shell in Thai: about 17,000). The heap
 * holds 2-3 times that (objects, two-byte strings for Thai); this only has to grow with what is kept. A value JSON
 * cannot write (none of ours) counts as 1.
 */
export function jsonSize(value: unknown): number {
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}
