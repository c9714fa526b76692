import { compareStructural } from "mobx";
import { useState } from "react";

/**
 * `value`, or the equal value an earlier render had: effects keyed by it then survive a reload of equal data (the
 * root loader runs again on a language switch and on entering /demo, and its answer is always a new object).
 */
export function useStructuralMemo<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept !== value && !compareStructural(kept, value)) {
    setKept(value); // React renders again at once with the new value, before any effect sees the old one
    return value;
  }
  return kept;
}
