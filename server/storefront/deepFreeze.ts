/**
 * Freezes a value and everything reachable from it, so a value shared between requests cannot be changed. Walks
 * with a stack of its own: a zone stored before the document limits may be nested any depth.
 */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "object" && item !== null && !Object.isFrozen(item)) {
      Object.freeze(item);
      stack.push(...Object.values(item));
    }
  }
  return value;
}
