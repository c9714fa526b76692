import { type RefObject, useEffect } from "react";
import { isWithin } from "./pointers";

const FOCUSABLE = "input, select, textarea, button, [contenteditable=true], [tabindex]";

/**
 * Scrolls the field of `pointer` into view and focuses it (its first control, for a group) when `pointer` changes;
 * a pointer inside a field edited as one piece (an image's width) finds that field.
 */
export function useFocusPointer(root: RefObject<HTMLElement | null>, pointer: string | null | undefined) {
  useEffect(() => {
    if (pointer === null || pointer === undefined || !root.current) return;
    const fields = [...root.current.querySelectorAll<HTMLElement>("[data-pointer]")];
    const field =
      fields.find((element) => element.dataset.pointer === pointer) ??
      fields
        .filter((element) => isWithin(pointer, element.dataset.pointer ?? "\0"))
        .sort((a, b) => (b.dataset.pointer ?? "").length - (a.dataset.pointer ?? "").length)[0];
    if (!field) return;
    const target = field.matches("fieldset") ? (field.querySelector<HTMLElement>(FOCUSABLE) ?? field) : field;
    target.scrollIntoView?.({ block: "center", behavior: "smooth" });
    target.focus({ preventScroll: true });
  }, [root, pointer]);
}
