import { useEffect, useState } from "react";

/** `value`, once it has stopped changing for `ms` (a search asked as the user pauses, not at every key). */
export function useDebounced<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
