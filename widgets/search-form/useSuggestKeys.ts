import { useEffect, useRef, useState } from "react";
import type { Option } from "./suggestionOptions";

interface SuggestKeys {
  shown: boolean;
  options: readonly Option[];
  /** What is typed: the active option resets when it changes. */
  text: string;
  setOpen: (open: boolean) => void;
  choose: (option: Option) => void;
}

/**
 * The combobox's keys on the search box (WAI-ARIA combobox with a listbox popup): ArrowDown opens the list or moves
 * to the next option (from the last to the first), ArrowUp to the previous one (from none or the first to the last),
 * Enter opens the active option instead of searching, Escape closes an open list (and goes no further, so the phone
 * header's search stays open). Answers the active option's index, -1 for none.
 */
export function useSuggestKeys(input: HTMLInputElement, keys: SuggestKeys): number {
  const [active, setActive] = useState({ index: -1, text: keys.text });
  const index = active.text === keys.text && keys.shown ? active.index : -1;
  const latest = useRef({ keys, index });
  useEffect(() => {
    latest.current = { keys, index };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { keys: now, index: at } = latest.current;
      const count = now.options.length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        now.setOpen(true);
        if (count === 0) return;
        const next = event.key === "ArrowDown" ? (at + 1) % count : at <= 0 ? count - 1 : at - 1;
        setActive({ index: next, text: now.text });
      } else if (event.key === "Enter" && now.shown && at >= 0) {
        const option = now.options[at];
        if (!option) return;
        event.preventDefault();
        now.choose(option);
      } else if (event.key === "Escape" && now.shown) {
        event.preventDefault();
        event.stopPropagation();
        now.setOpen(false);
      }
    };
    input.addEventListener("keydown", onKeyDown);
    return () => input.removeEventListener("keydown", onKeyDown);
  }, [input]);

  return index;
}
